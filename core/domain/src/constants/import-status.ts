/** Import batch statuses (spec 2 section 4). */
export const IMPORT_BATCH_STATUSES = ['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'CHECK_FAILED', 'IMPORTING', 'IMPORTED', 'IMPORT_FAILED'] as const;
export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];

export const IMPORT_ROW_STATUSES = ['NEW', 'VALID_SUCCESS', 'VALID_FAILED', 'IMPORT_SUCCESS', 'IMPORT_FAILED', 'ERROR'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** Stages of the import wizard's upload area. */
export const IMPORT_STAGES = ['init', 'uploading', 'uploaded', 'checking', 'done', 'checkFailed'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];
