import { randomUUID } from 'node:crypto';
import { IMPORT_MAX_ROWS } from '@mall/domain';
import type { ImportCall, ImportedRow, ImportRowRefusal, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { requestClock } from '../../db/bounded-queue';
import { lovRows } from '../lookups/lov-repo';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { mapHeader } from './header-map';
import { patientDb } from './patient-db';
import { batchById, rowCounts, sessionOfOwner, type BatchRow } from './import-repo';
import { businessCheck, checkCells, columnPositions, OptionCache, sheetOptions, validRows, type CheckedRow, type RowFinding, type SheetOptions } from './row-check';
import { addTotals, amountsOf, RunTotals } from './running-totals';
import { sheetsOf, type ImportTemplates } from './template-registry';
import { CorruptCompoundFile } from './cfb-file';
import { SheetReader } from './sheet-reader';
import { storedSheets } from './stored-sheets';
import { AdaptiveChunk } from './adaptive-chunk';
import { importMemoryLog } from './import-memory-log';
import { RowsTakenOver } from './import-rows-store';
import { deleteCheckedRows, hasCorrectedRows, moveOutOfChunks, nextValidRows, storeCheckedChunk, storedRowsBySheet, VALID_ROWS_START, type ValidRowsCursor } from './row-chunks';

/**
 * Rows checked and stored per check transaction (the rows that passed are stored as one chunk per
 * sheet): adaptive (see AdaptiveChunk), aiming at 400 ms a chunk between 1,000 and 5,000 rows; the
 * first is 1,000. The smaller cap holds PGlite's one connection less and bounds what a chunk's
 * JSON holds in memory.
 */
const newChunkSize = () => new AdaptiveChunk(1000, 5000, 400);
/**
 * Rows an import hands its handler per transaction (several stored chunks together), adaptive as
 * the check's chunks are: a transaction holds PGlite's one connection, and the progress it writes
 * should move about every 400 ms.
 */
const newImportTxSize = () => new AdaptiveChunk(5000, 20000, 400);
/** Checked rows a check holds while the previous chunk is still being stored. */
const MAX_PENDING = 5000;
/** Rows corrected online (import_rows) read at once after the last stored chunk. */
const CORRECTED_ROWS_CHUNK = 1000;
/** The check shows its progress (on this gateway, without the database) at least this often. */
const PROGRESS_MS = 250;

/** A check or an import ended on purpose: the batch fails with this message, nothing of its rows is written. */
class JobRefused extends Error {
  constructor(readonly status: 'CHECK_FAILED' | 'IMPORT_FAILED', readonly meaning: RowFinding, readonly rows: readonly ImportRowRefusal[] = []) {
    super(meaning.key);
  }
}

export interface WorkerOptions {
  /** A lease not renewed for this long belongs to a dead gateway and is taken over. */
  leaseSeconds?: number;
  pollMs?: number;
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

/**
 * Runs the check and import jobs of every gateway's batches (spec 2 section 4), durably: a batch
 * in CHECKING or IMPORTING is work; a gateway takes it by a lease row inserted under
 * `FOR UPDATE SKIP LOCKED` and renewed every few seconds, so two gateways never run one job, and a
 * lease left by a crashed gateway is taken over once it is stale. A check stores rows chunk by
 * chunk and resumes after the last stored row; an import writes committed chunks its handler can
 * take back (`discard`) or one transaction, so it happens once or leaves nothing (see `import`).
 */
export class ImportWorker {
  readonly holder = randomUUID();
  readonly progress = new Map<number, LocalProgress>();
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  private readonly db: Db;
  private readonly reader: SheetReader;

  constructor(
    private readonly rawDb: Db,
    private readonly storage: AttachmentStorage,
    private readonly templates: ImportTemplates,
    options: WorkerOptions = {},
  ) {
    this.db = patientDb(rawDb);
    this.reader = new SheetReader();
    this.leaseSeconds = options.leaseSeconds ?? Number(process.env.IMPORT_LEASE_SECONDS ?? 30);
    this.pollMs = options.pollMs ?? 3000;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** An import file is likely to come soon: its reader gets ready meanwhile. */
  prepareReader(): void {
    if (!this.stopped) this.reader.prepare();
  }

  /** Looks for work now (after an upload asked for a check, or a re-import). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A job is not part of the request that kicked it (an upload, a re-import): outside that
    // request's clock, the bounded queue neither puts its calls first nor, once the job has run
    // longer than a request may wait, refuses them as a request too old (bounded-queue.ts).
    this.running = requestClock.exit(() => this.drain()).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.reader.close();
  }

  /** Resolves once no job is running here (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      for (let id = await this.claim(); id !== undefined && !this.stopped; id = await this.claim()) await this.run(id);
    } catch (error) {
      // The database may be gone (shutdown) or busy; the next poll tries again.
      if (!this.stopped) console.error('import worker:', error);
    }
  }

  private async claim(): Promise<number | undefined> {
    const [row] = await this.db.query<{ batchId: number }>(
      `with candidate as (
         select b.id from import_batches b
          where b.status in ('CHECKING', 'IMPORTING')
            and not exists (select 1 from import_job_leases l where l.batch_id = b.id and l.heartbeat_at > now() - make_interval(secs => $2))
          order by b.id limit 1 for update of b skip locked)
       insert into import_job_leases (batch_id, holder) select id, $1 from candidate
       on conflict (batch_id) do update set holder = excluded.holder, heartbeat_at = now()
         where import_job_leases.heartbeat_at <= now() - make_interval(secs => $2)
       returning batch_id::int as "batchId"`,
      [this.holder, this.leaseSeconds],
    );
    return row?.batchId;
  }

  private async run(batchId: number): Promise<void> {
    const beat = setInterval(() => {
      this.db.query('update import_job_leases set heartbeat_at = now() where batch_id = $1 and holder = $2', [batchId, this.holder]).catch(() => undefined);
    }, Math.max(1000, (this.leaseSeconds * 1000) / 3));
    let contribution: ImportTemplateContribution | undefined;
    let call: Omit<ImportCall, 'db'> | undefined;
    const memoryLogged = importMemoryLog(this.rawDb, batchId, () => this.progress.get(batchId)?.status ?? 'between stages');
    try {
      const batch = await batchById(this.db, batchId);
      if (!batch) return;
      const session = await sessionOfOwner(this.db, batch.userId);
      contribution = this.templates.find(session.tenantNum, batch.templateCode);
      call = { session, args: batch.args };
      try {
        if (!contribution) throw new JobRefused(batch.status === 'CHECKING' ? 'CHECK_FAILED' : 'IMPORT_FAILED', { key: 'import.template.not-found' });
        if (batch.status === 'CHECKING') await this.check(batch, contribution, call);
        const now = await batchById(this.db, batchId);
        if (now?.status === 'IMPORTING') await this.import(now, contribution, call);
      } catch (error) {
        if (!(error instanceof JobRefused)) throw error;
        await this.fail(batch, error, contribution, call);
      }
    } catch (error) {
      // Another gateway holds the job now; with this one's lease gone, a poll resumes it if that one dies too.
      if (this.stopped || error instanceof RowsTakenOver) return;
      // A bug or a lost database: the batch fails cleanly rather than being retried for ever.
      console.error(`import batch ${batchId}:`, error);
      const batch = await batchById(this.db, batchId).catch(() => undefined);
      if (batch) await this.fail(batch, new JobRefused(batch.status === 'CHECKING' ? 'CHECK_FAILED' : 'IMPORT_FAILED', { key: 'import.job.failed' }), contribution, call).catch(() => undefined);
    } finally {
      clearInterval(beat);
      await memoryLogged();
      this.progress.delete(batchId);
      await this.db.query('delete from import_job_leases where batch_id = $1 and holder = $2', [batchId, this.holder]).catch(() => undefined);
    }
  }

  /** CHECKING: the file's rows checked and stored (once), then CHECK_FAILED, CHECKED or on to IMPORTING. */
  private async check(batch: BatchRow, contribution: ImportTemplateContribution, call: Omit<ImportCall, 'db'>): Promise<void> {
    if (!batch.parsed) await this.parse(batch, contribution, call);
    const { total, failed } = await rowCounts(this.db, batch.id);
    if (total === 0) throw new JobRefused('CHECK_FAILED', { key: 'import.file.empty' });
    const next = failed > 0 ? 'CHECK_FAILED' : batch.autoExecute ? 'IMPORTING' : 'CHECKED';
    await this.db.query(
      `update import_batches set status = $2, data_count = $3, ready = case when $2 = 'IMPORTING' then 0 else $3 end, failed_count = $4, status_meaning = null, updated_at = now()
        where id = $1 and status = 'CHECKING'`,
      [batch.id, next, total, failed],
    );
  }

  private async parse(batch: BatchRow, contribution: ImportTemplateContribution, call: Omit<ImportCall, 'db'>): Promise<void> {
    if (!batch.storageKey) throw new JobRefused('CHECK_FAILED', { key: 'import.file.empty' });
    const sheets = sheetsOf(contribution.template);
    const stored = await storedRowsBySheet(this.db, batch.id);
    let ready = [...stored.values()].reduce((sum, r) => sum + r.n, 0);
    const options = new OptionCache(async (lovCode) => {
      const full = { ...call, db: this.db };
      if (contribution.options) return contribution.options(lovCode, full);
      return (await lovRows(this.db, call.session.tenantId, [lovCode], call.session.language)).map((r) => ({ value: r.value, meaning: r.meaning }));
    });
    let read = { bytes: 0, of: undefined as number | undefined };
    const positions = new Map<number, (number | undefined)[]>();
    const optionsOf = new Map<number, SheetOptions>();
    let chunk: CheckedRow[] = [];
    const chunkSize = newChunkSize();
    // The check's memo (ImportCheckContext.memo): one for every chunk of this run.
    const memo = new Map<string, unknown>();
    const runTotals = await RunTotals.load(this.db, batch.id);
    // Whether this run stages each chunk's valid rows as it stores them (migration 252): decided
    // when the first run starts, kept by a resumed one.
    let staging = batch.checkStaged;
    if (ready === 0) {
      staging = batch.autoExecute && contribution.discard !== undefined;
      await this.db.query('update import_batches set check_staged = $2 where id = $1', [batch.id, staging]);
    }
    const store = async (rows: CheckedRow[], count: number, stored: number) => {
      const began = performance.now();
      // The chunk's valid rows as handlers get them, made once: the business check gets them, and
      // so does the handler's staging while every one of them stays valid.
      const valid = validRows(rows);
      // The running totals of the rows stored before this chunk; this chunk's valid rows add to them with the rows.
      const amounts = amountsOf(contribution, valid);
      const totals = runTotals.of(amounts.keys());
      const refused = await businessCheck(contribution, { ...call, db: this.db }, rows, totals, memo, valid);
      // What the rows still valid after the business check add.
      const added = refused.size === 0 ? amounts : amountsOf(contribution, valid.filter((row) => !refused.has(row.rowId)));
      const stillValid = valid.length === rows.length && refused.size === 0;
      const stillStaging = await this.db.transaction(async (tx) => {
        await addTotals(tx, batch.id, added);
        await storeCheckedChunk(tx, batch.id, rows);
        await tx.query('update import_batches set ready = $2, data_count = $3, updated_at = now() where id = $1', [batch.id, stored, count]);
        return staging && (await this.stageChecked(tx, batch, contribution, call, stillValid ? valid : undefined, memo));
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
      this.progress.set(batch.id, { batch: batch.batch, tenantId: batch.tenantId, userId: batch.userId, status: 'CHECKING', count: estimate(), ready });
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
      for await (const event of storedSheets(this.storage, batch.storageKey, (bytes, of) => (read = { bytes, of }), this.reader)) {
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
            await this.db.transaction((tx) => deleteCheckedRows(tx, batch.id));
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
    await this.db.query('update import_batches set parsed = true, data_count = ready, updated_at = now() where id = $1', [batch.id]);
  }

  /**
   * A checked chunk's rows staged by the handler in the transaction that stores them, while every
   * row so far is valid (`rows`, undefined when one of the chunk's is not): an import that goes on
   * from its check (autoExecute) then has only `finish` left. A failed row (the batch will be
   * CHECK_FAILED, its valid rows imported only after a correction) or a row the handler refuses
   * (the import stage refuses it again and names it) ends the staging: what was staged is taken
   * back in the same transaction. Answers whether the run goes on staging.
   */
  private async stageChecked(tx: Db, batch: BatchRow, contribution: ImportTemplateContribution, call: Omit<ImportCall, 'db'>, rows: readonly ImportedRow[] | undefined, memo: Map<string, unknown>): Promise<boolean> {
    if (rows) {
      const refusals = await contribution.importRows({ ...call, db: tx }, rows, batch.batch, { memo });
      if (!refusals || refusals.length === 0) return true;
    }
    await this.takeBackStaging(tx, batch, contribution, call);
    return false;
  }

  /** What the check or an import stage staged for the batch, taken back by the handler's `discard`, and the batch no longer staged while checked. */
  private async takeBackStaging(tx: Db, batch: BatchRow, contribution: ImportTemplateContribution, call: Omit<ImportCall, 'db'>): Promise<void> {
    if (!contribution.discard) return;
    await contribution.discard({ ...call, db: tx }, batch.batch);
    await tx.query('update import_batches set check_staged = false where id = $1', [batch.id]);
  }

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
  private async import(batch: BatchRow, contribution: ImportTemplateContribution, call: Omit<ImportCall, 'db'>): Promise<void> {
    const progress: LocalProgress = { batch: batch.batch, tenantId: batch.tenantId, userId: batch.userId, status: 'IMPORTING', count: batch.dataCount, ready: 0 };
    this.progress.set(batch.id, progress);
    const owned = async (tx: Db) => {
      const [row] = await tx.query<{ status: string; holder: string | null }>(
        'select b.status, l.holder from import_batches b left join import_job_leases l on l.batch_id = b.id where b.id = $1 for update of b',
        [batch.id],
      );
      // Another gateway took the job over (this one stalled past its lease) or it already ended.
      return row?.status === 'IMPORTING' && row.holder === this.holder;
    };
    // Rows cannot be corrected while a batch imports: whether any were is asked once.
    const corrected = await hasCorrectedRows(this.db, batch.id);
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
      await this.db.transaction(async (tx) => {
        if (await owned(tx)) await finish(tx);
      });
      return;
    }
    if (!contribution.discard) {
      await this.db.transaction(async (tx) => {
        if (!(await owned(tx))) return;
        for (let at: ValidRowsCursor | undefined = VALID_ROWS_START; at; ) at = await chunk(tx, at, 1);
        await finish(tx);
      });
      return;
    }
    // What an earlier, interrupted run of this import (or the check) staged is taken back first.
    const discarded = await this.db.transaction(async (tx) => (await owned(tx)) && (await this.takeBackStaging(tx, batch, contribution, call), true));
    if (!discarded) return;
    const size = newImportTxSize();
    for (let at: ValidRowsCursor | undefined = VALID_ROWS_START; at; ) {
      const after: ValidRowsCursor = at;
      const began = performance.now();
      const before = progress.ready;
      const next = await this.db.transaction(async (tx) => {
        if (!(await owned(tx))) return null;
        const end = await chunk(tx, after, size.size);
        await tx.query('update import_batches set ready = $2, updated_at = now() where id = $1', [batch.id, progress.ready]);
        return end;
      });
      if (next === null) return;
      size.took(progress.ready - before, performance.now() - began);
      at = next;
    }
    await this.db.transaction(async (tx) => {
      if (await owned(tx)) await finish(tx);
    });
  }

  private async fail(batch: BatchRow, refusal: JobRefused, contribution?: ImportTemplateContribution, call?: Omit<ImportCall, 'db'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The compensating delete of what the import's committed chunks (or the check) staged, with the failure.
      if (contribution && call) await this.takeBackStaging(tx, batch, contribution, call);
      // A refused row kept in a chunk is moved out first, so it is marked, listed and corrected like any failed row.
      const ids = await moveOutOfChunks(tx, batch.id, refusal.rows.map((row) => row.rowId));
      for (const row of refusal.rows) {
        await tx.query(`update import_rows set status = 'IMPORT_FAILED', info = $3::jsonb where id = $1 and batch_id = $2`, [
          ids.get(row.rowId) ?? row.rowId, batch.id, JSON.stringify([{ key: row.key, params: row.params }]),
        ]);
      }
      const { total, failed } = await rowCounts(tx, batch.id);
      await tx.query(
        `update import_batches set status = $2, status_meaning = $3::jsonb, data_count = $4, ready = $4, failed_count = $5, success_count = 0, updated_at = now() where id = $1`,
        [batch.id, refusal.status, JSON.stringify(refusal.meaning), total, failed],
      );
    });
  }
}
