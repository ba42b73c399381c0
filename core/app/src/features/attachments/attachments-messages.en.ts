/** Texts of the attachment list, viewer and history (spec 2 "Attachment list and history"); the rule messages are the domain's. */
export const attachmentsMessagesEn: Record<string, string> = {
  'attachments.upload': 'Upload attachment',
  'attachments.uploading': 'Uploading {name}',
  'attachments.hint': 'Up to {count} files, each up to {size} MB',
  'attachments.empty': 'No attachments',
  'attachments.download': 'Download',
  'attachments.download-all': 'Download all',
  'attachments.preview': 'Preview',
  'attachments.delete': 'Delete',
  'attachments.delete-confirm': 'Delete this attachment?',
  'attachments.history': 'History',
  'attachments.history.empty': 'No records',
  'attachments.history.UPLOAD': '{user} ({tenant}) uploaded {file}',
  'attachments.history.DOWNLOAD': '{user} ({tenant}) downloaded {file}',
  'attachments.history.DELETE': '{user} ({tenant}) deleted {file}',
  'attachments.viewer.previous': 'Previous',
  'attachments.viewer.next': 'Next',
  'attachments.viewer.close': 'Close',
};

export default attachmentsMessagesEn;
