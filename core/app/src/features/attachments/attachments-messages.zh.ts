export const attachmentsMessagesZh: Record<string, string> = {
  'attachments.upload': '上传附件',
  'attachments.uploading': '正在上传 {name}',
  'attachments.hint': '最多 {count} 个文件，单个不超过 {size} MB',
  'attachments.empty': '暂无附件',
  'attachments.download': '下载',
  'attachments.download-all': '全部下载',
  'attachments.preview': '预览',
  'attachments.delete': '删除',
  'attachments.delete-confirm': '确定删除该附件吗？',
  'attachments.history': '操作记录',
  'attachments.history.empty': '暂无记录',
  'attachments.history.UPLOAD': '{user}（{tenant}）上传了 {file}',
  'attachments.history.DOWNLOAD': '{user}（{tenant}）下载了 {file}',
  'attachments.history.DELETE': '{user}（{tenant}）删除了 {file}',
  'attachments.viewer.previous': '上一张',
  'attachments.viewer.next': '下一张',
  'attachments.viewer.close': '关闭',
};

export default attachmentsMessagesZh;
