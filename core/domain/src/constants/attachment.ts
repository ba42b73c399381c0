/** Default size limit of manual files when custWebConfig.manualFileSize is not set. */
export const DEFAULT_MANUAL_FILE_SIZE_MB = 100;
export const UPLOAD_BUCKETS = { private: 'private-bucket', public: 'public-bucket' } as const;
export const UPLOAD_DIRECTORY = 'mall-front';

/** Spec 2 sections 5 and 9: upload limits of attachments. */
export const ATTACHMENT_EXTENSIONS = ['.rar', '.zip', '.doc', '.docx', '.pdf', '.jpg', '.jpeg', '.png', '.xls', '.xlsx', '.csv', '.mht', '.pptx', '.msg'] as const;
export const ATTACHMENT_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const ATTACHMENT_DEFAULT_MAX_MB = 5;
export const ATTACHMENT_PURCHASE_REQUEST_MAX_MB = 5;
export const ATTACHMENT_GENERAL_MAX_MB = 500;
export const ATTACHMENT_MAX_COUNT = 9;
/** Attachment names are shown up to this many characters, then an ellipsis. */
export const ATTACHMENT_NAME_DISPLAY_LENGTH = 22;
