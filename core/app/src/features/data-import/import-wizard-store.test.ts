import type { Notifier } from '../../platform/feedback';
import type { DataImportService, ImportStatus } from './data-import-service';
import { ImportWizardStore } from './import-wizard-store';

function setup(replies: (ImportStatus | undefined)[], options: { model?: boolean } = {}) {
  const notes: [string, string][] = [];
  const notifier = { notify: (level: string, text: string) => notes.push([level, text]) } as unknown as Notifier;
  const calls: string[] = [];
  const service = {
    upload: vi.fn(async (_file: File, _code: string, _model: boolean, _param: unknown, progress: (l: number, t: number) => void) => {
      progress(50, 100);
      progress(100, 100);
      return 'B1';
    }),
    validate: vi.fn(async () => {
      calls.push('validate');
      return { batch: 'B1' };
    }),
    status: vi.fn(async () => replies.shift()),
  } as unknown as DataImportService;
  const outcomes: string[] = [];
  const store = new ImportWizardStore(
    { code: 'SMAL.CART_IMPORT', model: options.model ?? false, onSuccess: () => outcomes.push('success'), onFailure: () => outcomes.push('failure') },
    { service, notifier, t: (key, params) => `${key}${params ? JSON.stringify(params) : ''}` },
  );
  return { store, notes, outcomes, service, calls };
}

const file = new File(['x'], 'cart.xlsx');

describe('import wizard stages and progress (spec 2 section 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('uploads (progress held at 99 until the server has the file), then done', async () => {
    const { store, service } = setup([]);
    const seen: number[] = [];
    (service.upload as ReturnType<typeof vi.fn>).mockImplementationOnce(async (_f, _c, _m, _p, progress: (l: number, t: number) => void) => {
      progress(100, 100);
      seen.push(store.upload);
      return 'B1';
    });
    await store.startUpload(file);
    expect(seen).toEqual([99]);
    expect([store.stage, store.batch, store.upload]).toEqual(['done', 'B1', 100]);
  });

  it.each<[string, ImportStatus | undefined, { stage: string; check: number; import: number }]>([
    ['CHECKING: check = ready/count to two decimals', { status: 'CHECKING', count: 3, ready: 1 }, { stage: 'checking', check: 33.33, import: 0 }],
    ['CHECKED: check 100, import 50', { status: 'CHECKED', count: 3, ready: 3 }, { stage: 'checking', check: 100, import: 50 }],
    ['IMPORTING: import = ready/count', { status: 'IMPORTING', count: 4, ready: 1 }, { stage: 'checking', check: 100, import: 25 }],
    ['CHECK_FAILED: check 100, import 0, the check-failed view', { status: 'CHECK_FAILED', count: 4, ready: 4, dataCount: 4, failedCount: 2 }, { stage: 'checkFailed', check: 100, import: 0 }],
    ['an empty reply resets every counter, stage done', undefined, { stage: 'done', check: 0, import: 0 }],
  ])('%s', async (_name, reply, expected) => {
    const { store } = setup([reply]);
    await store.startUpload(file);
    await store.dataImport();
    expect({ stage: store.stage, check: store.check, import: store.import }).toEqual(expected);
    store.dispose();
  });

  it("shows 'imported N rows, M failed' counts and stops auto-refresh on a check failure", async () => {
    const { store } = setup([{ status: 'CHECK_FAILED', count: 4, ready: 4, dataCount: 4, failedCount: 2 }]);
    await store.startUpload(file);
    await store.dataImport();
    expect([store.total, store.failed, store.auto]).toEqual([4, 2, false]);
  });

  it('polls every 5000 ms while auto is on and ends with the success message and callback', async () => {
    vi.useFakeTimers();
    const { store, notes, outcomes, service } = setup([
      { status: 'CHECKING', count: 2, ready: 1 },
      { status: 'IMPORTING', count: 2, ready: 1 },
      { status: 'IMPORTED', count: 2, ready: 2, dataCount: 2 },
    ]);
    await store.startUpload(file);
    await store.dataImport();
    expect(store.auto).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(service.status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.import).toBe(50);
    await vi.advanceTimersByTimeAsync(5000);
    expect([store.check, store.import, store.auto]).toEqual([100, 100, false]);
    expect(notes).toEqual([['success', 'data-import.imported{"count":2}']]);
    expect(outcomes).toEqual(['success']);
    await vi.advanceTimersByTimeAsync(20000);
    expect(service.status).toHaveBeenCalledTimes(3);
  });

  it('IMPORT_FAILED: both 100, the statusMeaning toast, the failure callback and the check-failed view', async () => {
    const { store, notes, outcomes } = setup([{ status: 'IMPORT_FAILED', statusMeaning: 'Import failed: 1 rows were refused', count: 2, ready: 2 }]);
    await store.startUpload(file);
    await store.dataImport();
    expect([store.stage, store.check, store.import]).toEqual(['checkFailed', 100, 100]);
    expect(notes).toEqual([['error', 'Import failed: 1 rows were refused']]);
    expect(outcomes).toEqual(['failure']);
  });

  it('re-upload resets counts and progress; restoring a batch returns to checking; closing stops auto-refresh', async () => {
    const { store } = setup([{ status: 'CHECK_FAILED', count: 4, ready: 4, dataCount: 4, failedCount: 1 }, { status: 'CHECKING', count: 4, ready: 2 }]);
    await store.startUpload(file);
    await store.dataImport();
    store.reUpload();
    expect([store.stage, store.total, store.failed, store.check, store.upload]).toEqual(['init', 0, 0, 0, 0]);
    await store.restore('B0');
    expect([store.stage, store.batch, store.check]).toEqual(['checking', 'B0', 50]);
    store.toggleAuto();
    expect(store.auto).toBe(true);
    store.dispose();
    expect(store.auto).toBe(false);
  });
});
