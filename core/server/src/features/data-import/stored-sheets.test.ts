// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { FolderStorage, type AttachmentStorage } from '../attachments/attachment-storage';
import { rowEvents, workbookBytes } from './import-test-helpers';
import { SheetReader } from './sheet-reader';
import { storedSheets } from './stored-sheets';

let folder: string;
let storage: FolderStorage;
const reader = new SheetReader();
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mall-stored-sheets-'));
  storage = new FolderStorage(folder);
  const pending = await storage.openWrite('1/imports/A.xlsx');
  await pipeline(Readable.from([await workbookBytes(['Product code', 'Quantity'], [['A-1', 2], ['A-2', 3]])]), pending.stream);
  await pending.commit();
});
afterAll(async () => {
  await reader.close();
  rmSync(folder, { recursive: true, force: true });
});

const expected = [
  { kind: 'header', sheetIndex: 0, sheetName: 'Cart lines', names: ['Product code', 'Quantity'] },
  { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['A-1', 2] },
  { kind: 'row', sheetIndex: 0, rowNum: 3, cells: ['A-2', 3] },
];

describe('storedSheets', () => {
  it('reads a folder storage file where it lies, counting its bytes against the bytes it will read', async () => {
    let read = 0;
    let total: number | undefined;
    expect(await rowEvents(storedSheets(storage, '1/imports/A.xlsx', reader, (bytes, of) => ((read = bytes), (total = of))))).toEqual(expected);
    expect(read).toBeGreaterThan(0);
    expect(read).toBe(total);
  });

  it('copies the file of a storage without local files to a temporary one first', async () => {
    const remote: AttachmentStorage = { openWrite: storage.openWrite.bind(storage), read: storage.read.bind(storage), remove: storage.remove.bind(storage) };
    expect(await rowEvents(storedSheets(remote, '1/imports/A.xlsx', reader))).toEqual(expected);
  });
});
