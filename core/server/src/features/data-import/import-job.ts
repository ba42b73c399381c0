import type { ImportCall, ImportRowRefusal, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import type { BatchRow } from './import-repo';
import type { RowFinding } from './row-check';
import type { SheetReader } from './sheet-reader';

/** A job's call as its template's handler gets it, but for the database: each stage gives its own (often a transaction). */
export type JobCall = Omit<ImportCall, 'db'>;

/** A check or an import ended on purpose: the batch fails with this message, nothing of its rows is written. */
export class JobRefused extends Error {
  constructor(readonly status: 'CHECK_FAILED' | 'IMPORT_FAILED', readonly meaning: RowFinding, readonly rows: readonly ImportRowRefusal[] = []) {
    super(meaning.key);
  }
}

/** Progress of a job this gateway runs, answered without the database while its transaction holds it. */
export interface LocalProgress {
  batch: string;
  tenantId: number;
  userId: number;
  status: 'CHECKING' | 'IMPORTING';
  count: number;
  ready: number;
}

/** What a job's stages work with: the worker's (patient) database, the stored files and their parse thread, the progress the gateway answers, and the worker's lease holder. */
export interface JobContext {
  readonly db: Db;
  readonly storage: AttachmentStorage;
  readonly reader: SheetReader;
  readonly progress: Map<number, LocalProgress>;
  readonly holder: string;
}

/** What the check or an import stage staged for the batch, taken back by the handler's `discard`, and the batch no longer staged while checked. */
export async function takeBackStaging(tx: Db, batch: BatchRow, contribution: ImportTemplateContribution, call: JobCall): Promise<void> {
  if (!contribution.discard) return;
  await contribution.discard({ ...call, db: tx }, batch.batch);
  await tx.query('update import_batches set check_staged = false where id = $1', [batch.id]);
}
