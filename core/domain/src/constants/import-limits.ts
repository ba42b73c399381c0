/** Spec 2 sections 5 and 9: the import upload's limits. */
export const IMPORT_MAX_FILE_MB = 1000;
/** Slice ("fragmented") uploads: 5 MB slices, 3 at a time, the first 10 MB hashed. */
export const IMPORT_SLICE_MB = 5;
export const IMPORT_SLICE_THREADS = 3;
export const IMPORT_HASH_MB = 10;
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;
/** History batches are kept one week. */
export const IMPORT_HISTORY_DAYS = 7;
/**
 * Not in the spec: the most data rows one sheet may hold. The pipeline streams, so the bound is
 * about what a buyer can correct online and what one import transaction should hold, not memory.
 */
export const IMPORT_MAX_ROWS = 200_000;
