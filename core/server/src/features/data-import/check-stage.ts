import { IMPORT_MAX_ROWS } from '@mall/domain';
import type { ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { lovRows } from '../lookups/lov-repo';
import { AdaptiveChunk } from './adaptive-chunk';
import { CorruptCompoundFile } from './cfb-file';
import { mapHeader } from './header-map';
import { JobRefused, takeBackStaging, type JobCall, type JobContext } from './import-job';
import { rowCounts, type BatchRow } from './import-repo';
import { businessCheck, checkCells, columnPositions, OptionCache, sheetOptions, validRows, type CheckedRow, type SheetOptions } from './row-check';
import { deleteCheckedRows, storeCheckedChunk, storedRowsBySheet } from './row-chunks';
import { addTotals, amountsOf, RunTotals } from './running-totals';
import { storedSheets } from './stored-sheets';
import { sheetsOf } from './template-registry';

/**
 * Rows checked and stored per check transaction (the rows that passed are stored as one chunk per
 * sheet): adaptive (see AdaptiveChunk), aiming at 400 ms a chunk between 1,000 and 5,000 rows; the
 * first is 1,000. The smaller cap holds PGlite's one connection less and bounds what a chunk's
 * JSON holds in memory.
 */
const newChunkSize = () => new AdaptiveChunk(1000, 5000, 400);
/** Checked rows a check holds while the previous chunk is still being stored. */
const MAX_PENDING = 5000;
/** The check shows its progress (on this gateway, without the database) at least this often. */
const PROGRESS_MS = 250;

/** CHECKING: the file's rows checked and stored (once), then CHECK_FAILED, CHECKED or on to IMPORTING. */
export async function checkStage(job: JobContext, batch: BatchRow, contribution: ImportTemplateContribution, call: JobCall): Promise<void> {
  if (!batch.parsed) await checkRows(job, batch, contribution, call);
  const { total, failed } = await rowCounts(job.db, batch.id);
  if (total === 0) throw new JobRefused('CHECK_FAILED', { key: 'import.file.empty' });
  const next = failed > 0 ? 'CHECK_FAILED' : batch.autoExecute ? 'IMPORTING' : 'CHECKED';
  await job.db.query(
    `update import_batches set status = $2, data_count = $3, ready = case when $2 = 'IMPORTING' then 0 else $3 end, failed_count = $4, status_meaning = null, updated_at = now()
      where id = $1 and status = 'CHECKING'`,
    [batch.id, next, total, failed],
  );
}

/**
 * The stored file's rows, read on the parse thread, checked and stored chunk by chunk (each
 * chunk's valid rows staged by the handler while every row so far is valid); a resumed check skips
 * the rows a run before it stored.
 */
async function checkRows(job: JobContext, batch: BatchRow, contribution: ImportTemplateContribution, call: JobCall): Promise<void> {
  if (!batch.storageKey) throw new JobRefused('CHECK_FAILED', { key: 'import.file.empty' });
  const sheets = sheetsOf(contribution.template);
  const stored = await storedRowsBySheet(job.db, batch.id);
  let ready = [...stored.values()].reduce((sum, r) => sum + r.n, 0);
  const options = new OptionCache(async (lovCode) => {
    const full = { ...call, db: job.db };
    if (contribution.options) return contribution.options(lovCode, full);
    return (await lovRows(job.db, call.session.tenantId, [lovCode], call.session.language)).map((r) => ({ value: r.value, meaning: r.meaning }));
  });
  let read = { bytes: 0, of: undefined as number | undefined };
  const positions = new Map<number, (number | undefined)[]>();
  const optionsOf = new Map<number, SheetOptions>();
  let chunk: CheckedRow[] = [];
  const chunkSize = newChunkSize();
  // The check's memo (ImportCheckContext.memo): one for every chunk of this run.
  const memo = new Map<string, unknown>();
  const runTotals = await RunTotals.load(job.db, batch.id);
  // Whether this run stages each chunk's valid rows as it stores them (migration 252): decided
  // when the first run starts, kept by a resumed one.
  let staging = batch.checkStaged;
  if (ready === 0) {
    staging = batch.autoExecute && contribution.discard !== undefined;
    await job.db.query('update import_batches set check_staged = $2 where id = $1', [batch.id, staging]);
  }
  const store = async (rows: CheckedRow[], count: number, stored: number) => {
    const began = performance.now();
    // The chunk's valid rows as handlers get them, made once: the business check gets them, and
    // so does the handler's staging while every one of them stays valid.
    const valid = validRows(rows);
    // The running totals of the rows stored before this chunk; this chunk's valid rows add to them with the rows.
    const amounts = amountsOf(contribution, valid);
    const totals = runTotals.of(amounts.keys());
    const refused = await businessCheck(contribution, { ...call, db: job.db }, rows, totals, memo, valid);
    // What the rows still valid after the business check add.
    const added = refused.size === 0 ? amounts : amountsOf(contribution, valid.filter((row) => !refused.has(row.rowId)));
    const stillValid = valid.length === rows.length && refused.size === 0;
    const stillStaging = await job.db.transaction(async (tx) => {
      await addTotals(tx, batch.id, added);
      await storeCheckedChunk(tx, batch.id, rows);
      await tx.query('update import_batches set ready = $2, data_count = $3, updated_at = now() where id = $1', [batch.id, stored, count]);
      return staging && (await stageChecked(tx, batch, contribution, call, stillValid ? valid : undefined, memo));
    });
    staging = stillStaging;
    runTotals.add(added);
    chunkSize.took(rows.length, performance.now() - began);
  };
  // A running estimate of the rows to come from the share of the file read, so progress moves
  // before the end (an .xls, read by sector, gives none: its count is the rows read so far).
  const estimate = () => (read.bytes > 0 ? Math.max(ready, Math.round((ready * (read.of ?? batch.fileSize)) / read.bytes)) : ready);
  // The progress this gateway answers (import-routes' status) moves by time, not by stored chunk:
  // a chunk can take seconds on a loaded machine, and the spec wants progress at least once a second.
  let shown = 0;
  const show = () => {
    shown = performance.now();
    job.progress.set(batch.id, { batch: batch.batch, tenantId: batch.tenantId, userId: batch.userId, status: 'CHECKING', count: estimate(), ready });
  };
  // One chunk is stored (on PGlite's worker thread, or the pg server) while the next is parsed
  // on this thread; at most one write is in flight. A full chunk waits for that write only once
  // it holds MAX_PENDING rows: until then the parse (and so the progress) goes on and the chunk
  // grows, so memory holds at most MAX_PENDING rows beside the write.
  let writing: Promise<void> = Promise.resolve();
  let busy = false;
  const flush = async () => {
    if (chunk.length === 0) return;
    await writing;
    const rows = chunk;
    chunk = [];
    busy = true;
    writing = store(rows, estimate(), ready).finally(() => (busy = false));
    writing.catch(() => undefined); // awaited at the next flush or the end; not an unhandled rejection meanwhile
  };
  try {
    for await (const event of storedSheets(job.storage, batch.storageKey, job.reader, (bytes, of) => (read = { bytes, of }))) {
      const sheet = sheets[event.sheetIndex];
      if (!sheet) continue; // sheets beyond the template's (notes, value lists) are not data
      if (event.kind === 'header') {
        const mapped = mapHeader(contribution, sheet, event.names);
        if (!(mapped instanceof Map)) throw new JobRefused('CHECK_FAILED', mapped);
        positions.set(event.sheetIndex, columnPositions(sheet, mapped));
        optionsOf.set(event.sheetIndex, await sheetOptions(sheet, options));
        continue;
      }
      const columns = positions.get(event.sheetIndex) ?? [];
      const columnOptions = optionsOf.get(event.sheetIndex) ?? new Map();
      const resumeAfter = stored.get(event.sheetIndex)?.last ?? 0;
      for (const row of event.rows) {
        if (row.rowNum <= resumeAfter) continue;
        if (++ready > IMPORT_MAX_ROWS) {
          await writing.catch(() => undefined);
          await job.db.transaction((tx) => deleteCheckedRows(tx, batch.id));
          throw new JobRefused('CHECK_FAILED', { key: 'import.rows.too-many', params: { max: IMPORT_MAX_ROWS } });
        }
        chunk.push(checkCells(sheet, row.cells, columns, columnOptions, row));
        // The clock read every 64 rows (well under a millisecond of them), not on each.
        if ((ready & 63) === 0 && performance.now() - shown >= PROGRESS_MS) show();
        if (chunk.length >= chunkSize.size && (!busy || chunk.length >= MAX_PENDING)) await flush();
      }
    }
  } catch (error) {
    // A refusal mid-file: the chunk being written lands before the batch is failed.
    await writing.catch(() => undefined);
    if (error instanceof CorruptCompoundFile) throw new JobRefused('CHECK_FAILED', { key: 'import.file.corrupt' });
    throw error;
  }
  await flush();
  await writing;
  await job.db.query('update import_batches set parsed = true, data_count = ready, updated_at = now() where id = $1', [batch.id]);
}

/**
 * A checked chunk's rows staged by the handler in the transaction that stores them, while every
 * row so far is valid (`rows`, undefined when one of the chunk's is not): an import that goes on
 * from its check (autoExecute) then has only `finish` left. A failed row (the batch will be
 * CHECK_FAILED, its valid rows imported only after a correction) or a row the handler refuses
 * (the import stage refuses it again and names it) ends the staging: what was staged is taken
 * back in the same transaction. Answers whether the run goes on staging.
 */
async function stageChecked(tx: Db, batch: BatchRow, contribution: ImportTemplateContribution, call: JobCall, rows: readonly ImportedRow[] | undefined, memo: Map<string, unknown>): Promise<boolean> {
  if (rows) {
    const refusals = await contribution.importRows({ ...call, db: tx }, rows, batch.batch, { memo });
    if (!refusals || refusals.length === 0) return true;
  }
  await takeBackStaging(tx, batch, contribution, call);
  return false;
}
