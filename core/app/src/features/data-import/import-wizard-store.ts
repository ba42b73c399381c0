import type { ImportStage } from '@mall/domain';
import { IMPORT_AUTO_REFRESH_MS, importProgress, uploadPercent } from '@mall/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../platform/feedback';
import type { DataImportService, ImportStatus } from './data-import-service';

export interface ImportWizardInput {
  readonly code: string;
  /** Business-object template: `/model` calls and a failure file. */
  readonly model: boolean;
  readonly param?: Record<string, unknown>;
  readonly onSuccess?: () => void;
  readonly onFailure?: () => void;
}

interface Dependencies {
  readonly service: DataImportService;
  readonly notifier: Notifier;
  readonly t: (key: string, params?: Record<string, unknown>) => string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * The import wizard's state (spec 2 section 4 "Wizard stages" and "Progress rules"): the stage,
 * the three progress bars as the domain's `importProgress` computes them from each status reply,
 * the row counts of the check-failed view, and auto-refresh every 5000 ms that switches itself
 * off on completion, failure, an error or closing.
 */
export class ImportWizardStore {
  stage: ImportStage = 'init';
  upload = 0;
  check = 0;
  import = 0;
  total = 0;
  failed = 0;
  batch: string | undefined;
  fileName: string | undefined;
  auto = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private uploading: AbortController | undefined;

  constructor(
    readonly input: ImportWizardInput,
    private readonly deps: Dependencies,
  ) {
    makeAutoObservable<ImportWizardStore, 'deps' | 'timer' | 'uploading'>(this, { deps: false, timer: false, uploading: false, input: false });
  }

  private resetCounts(): void {
    this.upload = 0;
    this.check = 0;
    this.import = 0;
    this.total = 0;
    this.failed = 0;
  }

  /** Starting an upload resets progress and moves to uploading; the bar holds at 99 until the server has the file. */
  async startUpload(file: File): Promise<void> {
    this.stopAuto();
    this.resetCounts();
    this.stage = 'uploading';
    this.fileName = file.name;
    const controller = new AbortController();
    this.uploading = controller;
    try {
      const batch = await this.deps.service.upload(file, this.input.code, this.input.model, this.input.param ?? {}, (loaded, total) => runInAction(() => (this.upload = uploadPercent(loaded, total))), controller.signal);
      runInAction(() => {
        this.batch = batch;
        this.upload = 100;
        this.stage = 'done';
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Upload failure: an error toast with the server's message, the upload state reset.
      this.deps.notifier.notify('error', messageOf(error) ?? this.deps.t('data-import.upload.failed'));
      runInAction(() => this.clear());
    } finally {
      if (this.uploading === controller) this.uploading = undefined;
    }
  }

  cancelUpload(): void {
    this.uploading?.abort();
    this.clear();
  }

  /** Cancel or clear returns to init. */
  clear(): void {
    this.stopAuto();
    this.resetCounts();
    this.batch = undefined;
    this.fileName = undefined;
    this.stage = 'init';
  }

  /** Re-upload resets counts and progress to zero. */
  reUpload(): void {
    this.clear();
  }

  /** 'Data import' and re-import: the check restarts at progress zero, polled while auto is on. */
  async dataImport(): Promise<void> {
    if (!this.batch) return;
    try {
      const reply = await this.deps.service.validate(this.input.code, this.batch, this.input.model, true);
      runInAction(() => {
        this.check = 0;
        this.import = 0;
        if (reply && typeof reply === 'object' && Object.keys(reply).length > 0) {
          this.stage = 'checking';
          this.startAuto();
        } else {
          this.auto = false;
          this.stage = 'done';
        }
      });
      await this.refresh();
    } catch {
      // Failing calls: the client showed the server's message; counters reset and the stage is done.
      runInAction(() => {
        this.stopAuto();
        this.resetCounts();
        this.stage = 'done';
      });
    }
  }

  /** A batch from the history, back to checking. */
  async restore(batch: string): Promise<void> {
    this.stopAuto();
    this.batch = batch;
    this.stage = 'checking';
    await this.refresh();
  }

  async refresh(manual = false): Promise<void> {
    if (!this.batch) return;
    let reply: ImportStatus | undefined;
    try {
      reply = await this.deps.service.status(this.batch, this.input.model);
    } catch {
      runInAction(() => {
        this.stopAuto();
        this.resetCounts();
        this.stage = 'done';
      });
      return;
    }
    this.apply(reply, manual);
  }

  private apply(reply: ImportStatus | undefined, manual: boolean): void {
    const progress = importProgress(reply);
    this.upload = reply ? progress.upload : 0;
    this.check = progress.check;
    this.import = progress.import;
    this.total = reply?.dataCount ?? reply?.count ?? 0;
    this.failed = reply?.failedCount ?? 0;
    if (reply?.status === 'UPLOADED' && manual) this.stage = 'uploaded';
    else if (progress.stage) this.stage = progress.stage;
    if (progress.outcome === 'success') {
      this.deps.notifier.notify('success', this.deps.t('data-import.imported', { count: this.total }));
      this.input.onSuccess?.();
    }
    if (progress.outcome === 'failure') {
      this.deps.notifier.notify('error', progress.errorText ?? this.deps.t('data-import.failed'));
      this.input.onFailure?.();
    }
    if (progress.finished) this.stopAuto();
  }

  toggleAuto(): void {
    if (this.auto) this.stopAuto();
    else this.startAuto();
  }

  private startAuto(): void {
    this.stopAuto();
    this.auto = true;
    this.timer = setInterval(() => void this.refresh(), IMPORT_AUTO_REFRESH_MS);
  }

  stopAuto(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.auto = false;
  }

  /** Closing the drawer switches auto-refresh off and stops an upload. */
  dispose(): void {
    this.stopAuto();
    this.uploading?.abort();
  }
}
