import type { ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { AdaptiveChunk } from './adaptive-chunk';
import { JobRefused, takeBackStaging, type JobCall, type JobContext, type LocalProgress } from './import-job';
import type { BatchRow } from './import-repo';
import { hasCorrectedRows, nextValidRows, VALID_ROWS_START, type ValidRowsCursor } from './row-chunks';

/**
 * Rows an import hands its handler per transaction (several stored chunks together), adaptive as
 * the check's chunks are: a transaction holds PGlite's one connection, and the progress it writes
 * should move about every 400 ms.
 */
const newImportTxSize = () => new AdaptiveChunk(5000, 20000, 400);
/** Rows corrected online (import_rows) read at once after the last stored chunk. */
const CORRECTED_ROWS_CHUNK = 1000;

/**
 * IMPORTING: every valid row handed to the template's handler in file order (the stored chunks'
 * rows with the rows corrected online among them). A handler with `discard` stages its writes
 * tagged with the batch: each transaction (several stored chunks, see newImportTxSize) commits
 * on its own with the batch's progress (other calls interleave on PGlite's one connection),
 * `finish` publishes them in the transaction that sets IMPORTED, and a refusal or a crash is
 * undone by `discard` (before a crashed import is written again from its first row). A handler
 * without `discard` gets every stored chunk in ONE transaction. Either way an import happens once
 * or leaves nothing behind. A batch whose check already staged every row (`stageChecked`) has
 * only `finish` left.
 */
export async function importStage(job: JobContext, batch: BatchRow, contribution: ImportTemplateContribution, call: JobCall): Promise<void> {
  const progress: LocalProgress = { batch: batch.batch, tenantId: batch.tenantId, userId: batch.userId, status: 'IMPORTING', count: batch.dataCount, ready: 0 };
  job.progress.set(batch.id, progress);
  const owned = async (tx: Db) => {
    const [row] = await tx.query<{ status: string; holder: string | null }>(
      'select b.status, l.holder from import_batches b left join import_job_leases l on l.batch_id = b.id where b.id = $1 for update of b',
      [batch.id],
    );
    // Another gateway took the job over (this one stalled past its lease) or it already ended.
    return row?.status === 'IMPORTING' && row.holder === job.holder;
  };
  // Rows cannot be corrected while a batch imports: whether any were is asked once.
  const corrected = await hasCorrectedRows(job.db, batch.id);
  // The handler's memo (ImportStageContext): one for every chunk of this run.
  const memo = new Map<string, unknown>();
  // Stored chunks are handed to the handler together up to `want` rows: each call and each
  // transaction costs a few round trips to the database, whatever its size.
  const chunk = async (tx: Db, after: ValidRowsCursor, want: number): Promise<ValidRowsCursor | undefined> => {
    const rows: ImportedRow[] = [];
    let at: ValidRowsCursor | undefined = after;
    while (at && rows.length < want) {
      const next = await nextValidRows(tx, batch.id, at, CORRECTED_ROWS_CHUNK, corrected);
      for (const row of next?.rows ?? []) rows.push(row);
      at = next?.cursor;
    }
    if (rows.length === 0) return undefined;
    const refusals = await contribution.importRows({ ...call, db: tx }, rows, batch.batch, { memo });
    if (refusals && refusals.length > 0) throw new JobRefused('IMPORT_FAILED', { key: 'import.failed.rows', params: { count: refusals.length } }, refusals);
    progress.ready += rows.length;
    return at;
  };
  const finish = async (tx: Db) => {
    const refusals = await contribution.finish?.({ ...call, db: tx }, batch.batch);
    if (refusals && refusals.length > 0) throw new JobRefused('IMPORT_FAILED', { key: 'import.failed.rows', params: { count: refusals.length } }, refusals);
    // Rows are not rewritten one by one (100,000 updates): a valid row of an IMPORTED batch reads as IMPORT_SUCCESS (row-edit.ts).
    await tx.query(
      `update import_batches set status = 'IMPORTED', ready = data_count, success_count = data_count, failed_count = 0, status_meaning = null, check_staged = false, updated_at = now() where id = $1`,
      [batch.id],
    );
  };
  if (contribution.discard && batch.checkStaged && !corrected) {
    // The check staged every row (stageChecked): what is left is the final flip.
    progress.ready = batch.dataCount;
    await job.db.transaction(async (tx) => {
      if (await owned(tx)) await finish(tx);
    });
    return;
  }
  if (!contribution.discard) {
    await job.db.transaction(async (tx) => {
      if (!(await owned(tx))) return;
      for (let at: ValidRowsCursor | undefined = VALID_ROWS_START; at; ) at = await chunk(tx, at, 1);
      await finish(tx);
    });
    return;
  }
  // What an earlier, interrupted run of this import (or the check) staged is taken back first.
  const discarded = await job.db.transaction(async (tx) => (await owned(tx)) && (await takeBackStaging(tx, batch, contribution, call), true));
  if (!discarded) return;
  const size = newImportTxSize();
  for (let at: ValidRowsCursor | undefined = VALID_ROWS_START; at; ) {
    const after: ValidRowsCursor = at;
    const began = performance.now();
    const before = progress.ready;
    const next = await job.db.transaction(async (tx) => {
      if (!(await owned(tx))) return null;
      const end = await chunk(tx, after, size.size);
      await tx.query('update import_batches set ready = $2, updated_at = now() where id = $1', [batch.id, progress.ready]);
      return end;
    });
    if (next === null) return;
    size.took(progress.ready - before, performance.now() - began);
    at = next;
  }
  await job.db.transaction(async (tx) => {
    if (await owned(tx)) await finish(tx);
  });
}
