import { randomUUID } from 'node:crypto';
import type { ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { requestClock } from '../../db/bounded-queue';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { checkStage } from './check-stage';
import { JobRefused, takeBackStaging, type JobCall, type JobContext, type LocalProgress } from './import-job';
import { importMemoryLog } from './import-memory-log';
import { batchById, rowCounts, sessionOfOwner, type BatchRow } from './import-repo';
import { RowsTakenOver } from './import-rows-store';
import { importStage } from './import-stage';
import { patientDb } from './patient-db';
import { moveOutOfChunks } from './row-chunks';
import { SheetReader } from './sheet-reader';
import type { ImportTemplates } from './template-registry';

export type { LocalProgress } from './import-job';

export interface WorkerOptions {
  /** A lease not renewed for this long belongs to a dead gateway and is taken over. */
  leaseSeconds?: number;
  pollMs?: number;
}

/**
 * Runs the check and import jobs of every gateway's batches (spec 2 section 4), durably: a batch
 * in CHECKING or IMPORTING is work; a gateway takes it by a lease row inserted under
 * `FOR UPDATE SKIP LOCKED` and renewed every few seconds, so two gateways never run one job, and a
 * lease left by a crashed gateway is taken over once it is stale. A check stores rows chunk by
 * chunk and resumes after the last stored row; an import writes committed chunks its handler can
 * take back (`discard`) or one transaction, so it happens once or leaves nothing (see `importStage`).
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
  /** Where import files are read: the uploads' checks of their first rows, and the check stage. */
  readonly reader: SheetReader;
  /** What the stages (check-stage.ts, import-stage.ts) work with. */
  private readonly job: JobContext;

  constructor(
    private readonly rawDb: Db,
    storage: AttachmentStorage,
    private readonly templates: ImportTemplates,
    options: WorkerOptions = {},
  ) {
    this.db = patientDb(rawDb);
    this.reader = new SheetReader();
    this.job = { db: this.db, storage, reader: this.reader, progress: this.progress, holder: this.holder };
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
    let call: JobCall | undefined;
    const memoryLogged = importMemoryLog(this.rawDb, batchId, () => this.progress.get(batchId)?.status ?? 'between stages');
    try {
      const batch = await batchById(this.db, batchId);
      if (!batch) return;
      const session = await sessionOfOwner(this.db, batch.userId);
      contribution = this.templates.find(session.tenantNum, batch.templateCode);
      call = { session, args: batch.args };
      try {
        if (!contribution) throw new JobRefused(batch.status === 'CHECKING' ? 'CHECK_FAILED' : 'IMPORT_FAILED', { key: 'import.template.not-found' });
        if (batch.status === 'CHECKING') await checkStage(this.job, batch, contribution, call);
        const now = await batchById(this.db, batchId);
        if (now?.status === 'IMPORTING') await importStage(this.job, now, contribution, call);
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

  private async fail(batch: BatchRow, refusal: JobRefused, contribution?: ImportTemplateContribution, call?: JobCall): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The compensating delete of what the import's committed chunks (or the check) staged, with the failure.
      if (contribution && call) await takeBackStaging(tx, batch, contribution, call);
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
