import type { ImportStatusReply } from '../entities';
import type { ImportStage } from '../constants/import-status';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { roundHalfUp } from './decimal';

export interface ImportProgress {
  upload: number;
  check: number;
  import: number;
  /** The stage the wizard moves to, when the status decides it. */
  stage?: ImportStage;
  /** IMPORTED succeeds, IMPORT_FAILED fails: the wizard calls the matching callback. */
  outcome?: 'success' | 'failure';
  /** Server text shown on failure (statusMeaning). */
  errorText?: string;
  /** The reply has finished work, so auto-refresh stops. */
  finished: boolean;
}

/** ready / count as a percentage with two decimals, 0 when nothing is counted. */
export function progressPercent(ready: number | undefined, count: number | undefined): number {
  if (!count || count <= 0) return 0;
  return Math.min(100, roundHalfUp(((ready ?? 0) / count) * 100, 2));
}

/** Upload progress is held at 99 until the server has the file. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, roundHalfUp((loaded / total) * 100, 2));
}

/** Spec 2 section 4 "Progress rules"; an empty reply resets every counter and the stage is done. */
export function importProgress(reply: ImportStatusReply | undefined): ImportProgress {
  const percent = progressPercent(reply?.ready, reply?.count);
  switch (reply?.status) {
    case 'UPLOADING':
      return { upload: 0, check: 0, import: 0, finished: false };
    case 'UPLOADED':
      return { upload: 100, check: 0, import: 0, finished: false };
    case 'CHECKING':
      return { upload: 100, check: percent, import: 0, stage: 'checking', finished: false };
    case 'CHECKED':
      return { upload: 100, check: 100, import: 50, stage: 'checking', finished: false };
    case 'CHECK_FAILED':
      return { upload: 100, check: 100, import: 0, stage: 'checkFailed', finished: true };
    case 'IMPORTING':
      return { upload: 100, check: 100, import: percent, stage: 'checking', finished: false };
    case 'IMPORTED':
      return { upload: 100, check: 100, import: 100, outcome: 'success', finished: true };
    case 'IMPORT_FAILED':
      return { upload: 100, check: 100, import: 100, stage: 'checkFailed', outcome: 'failure', errorText: reply.statusMeaning, finished: true };
    default:
      return { upload: 0, check: 0, import: 0, stage: 'done', finished: true };
  }
}

/** 'imported {total} rows, {failed} failed' of the check-failed view. */
export function importSummary(total: number, failed: number): DomainMessage {
  return message('import.summary', { total, failed });
}
