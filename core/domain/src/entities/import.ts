import type { ImportBatchStatus } from '../constants/import-status';

/** Reply of the import status call (spec 2 section 3). */
export interface ImportStatusReply {
  status?: ImportBatchStatus;
  statusMeaning?: string;
  count?: number;
  ready?: number;
  dataCount?: number;
}
