import { importProgress, importSummary, progressPercent, uploadPercent } from './import-progress';

it.each([
  ['UPLOADED: upload 100, check 0, import 0', { status: 'UPLOADED' }, { upload: 100, check: 0, import: 0, finished: false }],
  ['CHECKING: check = ready/count', { status: 'CHECKING', ready: 1, count: 3 }, { upload: 100, check: 33.33, import: 0, stage: 'checking', finished: false }],
  ['CHECKING with no count', { status: 'CHECKING', ready: 0, count: 0 }, { upload: 100, check: 0, import: 0, stage: 'checking', finished: false }],
  ['CHECKED: check 100, import 50', { status: 'CHECKED' }, { upload: 100, check: 100, import: 50, stage: 'checking', finished: false }],
  ['CHECK_FAILED: check 100, import 0, check-failed view', { status: 'CHECK_FAILED', count: 10, ready: 4 }, { upload: 100, check: 100, import: 0, stage: 'checkFailed', finished: true }],
  ['IMPORTING: import = ready/count', { status: 'IMPORTING', ready: 2, count: 3 }, { upload: 100, check: 100, import: 66.67, stage: 'checking', finished: false }],
  ['IMPORTED: both 100, success', { status: 'IMPORTED' }, { upload: 100, check: 100, import: 100, outcome: 'success', finished: true }],
  [
    'IMPORT_FAILED: both 100, failure with statusMeaning',
    { status: 'IMPORT_FAILED', statusMeaning: 'Import failed' },
    { upload: 100, check: 100, import: 100, stage: 'checkFailed', outcome: 'failure', errorText: 'Import failed', finished: true },
  ],
  ['empty reply resets and is done', undefined, { upload: 0, check: 0, import: 0, stage: 'done', finished: true }],
  ['UPLOADING: nothing yet', { status: 'UPLOADING' }, { upload: 0, check: 0, import: 0, finished: false }],
] as const)('%s', (_case, reply, expected) => expect(importProgress(reply)).toEqual(expected));

it.each([
  [1, 3, 33.33],
  [2, 3, 66.67],
  [3, 3, 100],
  [5, 3, 100],
  [1, 0, 0],
  [undefined, 4, 0],
])('progressPercent(%s, %s) = %d', (ready, count, expected) => expect(progressPercent(ready, count)).toBe(expected));

it.each([
  [50, 100, 50],
  [100, 100, 99],
  [999, 1000, 99],
  [1, 3, 33.33],
  [1, 0, 0],
])('uploadPercent(%i, %i) = %d (held at 99)', (loaded, total, expected) => expect(uploadPercent(loaded, total)).toBe(expected));

it('summarises the check-failed view', () => {
  expect(importSummary(10, 3)).toEqual({ key: 'import.summary', params: { total: 10, failed: 3 } });
});
