/** Default size limit of manual files when custWebConfig.manualFileSize is not set. */
export const DEFAULT_MANUAL_FILE_SIZE_MB = 100;
export const UPLOAD_BUCKETS = { private: 'private-bucket', public: 'public-bucket' } as const;
export const UPLOAD_DIRECTORY = 'mall-front';
