// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { CorruptCompoundFile } from './cfb-file';
import { rowEvents, workbookBytes, writeStreamedWorkbook } from './import-test-helpers';
import { SheetReader, SheetReaderLost } from './sheet-reader';
import { readXlsSheets } from './xls-rows';
import { xlsBytes } from './xls-test-file';
import { readSheets } from './xlsx-rows';

// The parse on a thread of its own gives what the parse on the server thread gave.
let folder: string;
const reader = new SheetReader();
beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'mall-sheet-reader-'))));
afterAll(async () => {
  await reader.close();
  rmSync(folder, { recursive: true, force: true });
});

let count = 0;
const saved = (bytes: Buffer, extension = 'xlsx') => {
  const path = join(folder, `f${++count}.${extension}`);
  writeFileSync(path, bytes);
  return path;
};

/** A streamed file (inline strings, as the bench's): big enough to be sent in many messages. */
const streamedFile = (rows: number) => writeStreamedWorkbook(join(folder, `streamed-${++count}.xlsx`), rows);

describe('SheetReader', () => {
  it('gives an .xlsx as readSheets does: shared strings, a date, two sheets, and its bytes read', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('First').addRows([['Product code', 'Needed date'], ['P-1', new Date(Date.UTC(2026, 11, 7))], ['P-2', 'text']]);
    workbook.addWorksheet('Second').addRows([['Remark'], ['a remark']]);
    const path = saved(Buffer.from(await workbook.xlsx.writeBuffer()));
    const seen: [number, number | undefined][] = [];
    const events = await rowEvents(reader.read(path, false, (read, total) => seen.push([read, total])));
    expect(events).toEqual(await rowEvents(readSheets(path)));
    expect(events.filter((e) => e.kind === 'row')).toHaveLength(3);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)![0]).toBeLessThanOrEqual(seen.at(-1)![1]!);
  });

  it('gives an .xls as readXlsSheets does', async () => {
    const path = saved(xlsBytes('Cart lines', [['Product code', 'Quantity'], ['P-001', 2], ['P-002', 3]]), 'xls');
    expect(await rowEvents(reader.read(path, true))).toEqual(await rowEvents(readXlsSheets(path)));
  });

  it('answers a corrupt .xls with CorruptCompoundFile, as the server thread tells it apart', async () => {
    const path = saved(Buffer.alloc(4096, 7), 'xls');
    await expect(rowEvents(reader.read(path, true))).rejects.toBeInstanceOf(CorruptCompoundFile);
  });

  it('answers another failure with its message', async () => {
    await expect(rowEvents(reader.read(join(folder, 'missing.xlsx'), false))).rejects.toThrow(/ENOENT/);
  });

  it('gives every row of a file sent in many messages, in order, and reads again after a read left after its header', async () => {
    const path = await streamedFile(20_000);
    for await (const event of reader.read(path, false)) if (event.kind === 'header') break;
    const rows = (await rowEvents(reader.read(path, false))).filter((e) => e.kind === 'row');
    expect(rows).toHaveLength(20_000);
    expect(rows.map((r) => (r.kind === 'row' ? r.rowNum : 0))).toEqual(Array.from({ length: 20_000 }, (_, i) => i + 2));
  });

  it('ends a read whose thread is gone with an error, and reads again on a new thread', async () => {
    const local = new SheetReader();
    const path = await streamedFile(20_000);
    const read = local.read(path, false);
    await read.next();
    await local.close();
    const lost = rowEvents(read);
    await expect(lost).rejects.toThrow(/the sheet reader ended/);
    await expect(lost).rejects.toBeInstanceOf(SheetReaderLost);
    expect((await rowEvents(local.read(path, false))).filter((e) => e.kind === 'row')).toHaveLength(20_000);
    await local.close();
  });

  it('starts a new thread for a read after it was closed', async () => {
    const local = new SheetReader();
    const path = saved(await workbookBytes(['Product code'], [['P-1']]));
    await rowEvents(local.read(path, false));
    await local.close();
    expect(await rowEvents(local.read(path, false))).toHaveLength(2);
    await local.close();
  });

  it('reads as before after being prepared, twice, and after being prepared once closed', async () => {
    const local = new SheetReader();
    const path = saved(await workbookBytes(['Product code'], [['P-1'], ['P-2']]));
    const expected = await rowEvents(readSheets(path));
    local.prepare();
    local.prepare();
    expect(await rowEvents(local.read(path, false))).toEqual(expected);
    await local.close();
    local.prepare();
    expect(await rowEvents(local.read(path, false))).toEqual(expected);
    await local.close();
  });
});
