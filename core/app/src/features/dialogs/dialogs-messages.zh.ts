import type { dialogsMessagesEn } from './dialogs-messages.en';

export const dialogsMessagesZh: Record<keyof typeof dialogsMessagesEn, string> = {
  'dialogs.remark.title': '备注',
  'dialogs.remark.label': '备注',
  'dialogs.remark.placeholder': '请输入',
  'dialogs.remark.required': '请填写{field}',
  'dialogs.remark.too-long': '{field}不能超过{max}个字符',
  'dialogs.ok': '确定',
  'dialogs.cancel': '取消',
  'dialogs.countdown.title': '提示',
  'dialogs.countdown.closing': '{seconds} 秒后自动关闭',
  'dialogs.operation-failed.title': '操作失败',
  'dialogs.operation-failed.message': '操作失败，必填字段{list}为空，请联系管理员',
  'dialogs.list-separator': '、',
};

export default dialogsMessagesZh;
