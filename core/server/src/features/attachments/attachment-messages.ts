import { registerMessages } from '../../http/messages';
// The upload refusals are domain keys (attachment.*), answered with the browser's own texts.
import '../cart/domain-messages';

registerMessages({
  'hfle.file.not.found': { en_US: 'The file does not exist', zh_CN: '文件不存在' },
  'hfle.download.token.invalid': { en_US: 'The download link has expired, please download again', zh_CN: '下载链接已失效，请重新下载' },
  'hfle.upload.no.file': { en_US: 'Please choose a file to upload', zh_CN: '请选择要上传的文件' },
  'hfle.upload.one.file': { en_US: 'Upload one file at a time', zh_CN: '每次只能上传一个文件' },
  'hfle.upload.fields.first': { en_US: 'The upload fields must come before the file', zh_CN: '上传参数必须位于文件之前' },
  'hfle.upload.bucket.unknown': { en_US: 'Unknown bucket: {bucketName}', zh_CN: '未知的存储桶：{bucketName}' },
  'hfle.upload.directory.unknown': { en_US: 'Unknown directory: {directory}', zh_CN: '未知的目录：{directory}' },
  'hfle.upload.uuid.invalid': { en_US: 'The attachment UUID is invalid', zh_CN: '附件UUID不合法' },
  'hfle.upload.usage.unknown': { en_US: 'Unknown attachment usage: {usage}', zh_CN: '未知的附件用途：{usage}' },
  'hfle.delete.not.owner': { en_US: 'Only the uploader can delete this file', zh_CN: '只有上传人可以删除该文件' },
});
