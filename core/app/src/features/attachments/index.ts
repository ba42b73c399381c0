export { attachmentsFeature } from './attachments-feature';
export { AttachmentList } from './components/attachment-list';
export { AttachmentServiceToken } from './attachment-service';
export type { AttachmentService, StoredAttachment, AttachmentLogEntry, FileLinks } from './attachment-service';
