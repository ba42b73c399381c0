// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { rowEvents, workbookBytes, writeStreamedWorkbook } from './import-test-helpers';
import { PIECE_BYTES, xlsxInReadingOrder } from './xlsx-reading-order';
import { endsWithPipes, readSheets } from './xlsx-rows';

let folder: string;
beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'mall-xlsx-order-'))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const saved = (name: string, bytes: Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};

const streamedWorkbook = (name: string, rows: number) => writeStreamedWorkbook(join(folder, name), rows);

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The names of the local headers a zip stream gives, in order (deflated XML holds no such signature here). */
async function entryNames(stream: Readable): Promise<string[]> {
  const bytes = Buffer.concat(await stream.toArray());
  const names: string[] = [];
  for (let at = bytes.indexOf(LOCAL_HEADER); at >= 0; at = bytes.indexOf(LOCAL_HEADER, at + 4)) {
    names.push(bytes.toString('utf8', at + 30, at + 30 + bytes.readUInt16LE(at + 26)));
  }
  return names;
}

describe('xlsxInReadingOrder', () => {
  it('gives the parts a worksheet needs before the worksheets, and leaves out what exceljs skips', async () => {
    const path = await streamedWorkbook('order.xlsx', 10);
    const ordered = await xlsxInReadingOrder(path);
    expect(ordered?.sharedStrings).toBe(false);
    expect(await entryNames(ordered!.stream)).toEqual(['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']);
  });

  it('keeps the worksheets in their own order, after the shared strings', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('First').addRow(['Product code', 'Quantity']);
    workbook.addWorksheet('Second').addRow(['Remark']);
    const ordered = await xlsxInReadingOrder(saved('two.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())));
    expect(ordered?.sharedStrings).toBe(true);
    const names = await entryNames(ordered!.stream);
    expect(names.slice(-3)).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
  });
});

describe('readSheets of a file by its path', () => {
  it('reads what the file as it is gives: shared strings, dates, several sheets', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Cart lines');
    first.addRow(['Product code', 'Quantity', 'Needed date']);
    first.addRow(['A-1', 2, new Date(Date.UTC(2026, 11, 24))]);
    first.getCell('C2').numFmt = 'yyyy-mm-dd';
    first.addRow(['A-2', 3.5, undefined]);
    workbook.addWorksheet('Notes').addRow(['Remark']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const byPath = await rowEvents(readSheets(saved('same.xlsx', bytes)));
    expect(byPath).toEqual(await rowEvents(readSheets(Readable.from([bytes]))));
    expect(byPath).toContainEqual({ kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['A-1', 2, new Date(Date.UTC(2026, 11, 24))] });
    expect(byPath).toContainEqual({ kind: 'header', sheetIndex: 1, sheetName: 'Notes', names: ['Remark'] });
  });

  it('gives the first rows before the file is read to its end: no worksheet is put aside (exceljs wrote the whole sheet to a temporary file first)', async () => {
    const path = await streamedWorkbook('early.xlsx', 100_000);
    let read = 0;
    let total: number | undefined;
    let readAtFirstRow: number | undefined;
    let rows = 0;
    for await (const event of readSheets(path, (bytes, of) => ((read = bytes), (total = of)))) {
      if (event.kind !== 'rows') continue;
      readAtFirstRow ??= read;
      rows += event.rows.length;
    }
    expect(rows).toBe(100_000);
    expect(read).toBe(total);
    expect(readAtFirstRow).toBeLessThan(total! / 2);
  });

  it('reads no further than the first rows when the reader stops there (the upload checks a header that way)', async () => {
    const path = await streamedWorkbook('stop.xlsx', 100_000);
    let read = 0;
    let total = 0;
    for await (const event of readSheets(path, (bytes, of) => ((read = bytes), (total = of ?? 0)))) if (event.kind === 'rows') break;
    const atStop = read;
    await new Promise((r) => setTimeout(r, 100));
    // A piece read before the stop may still come out of the stream's buffer until it closes
    // (Node's Readable gives buffered data after destroy(), before 'close'): seen once in CI, on
    // a loaded machine. A reader that went on would read the whole 2 MB file meanwhile.
    expect(read - atStop).toBeLessThanOrEqual(PIECE_BYTES);
    expect(read).toBeLessThan(total / 2);
  });

  it.each([99_800, 99_900])('ends cleanly when its reader stalls near the end of the sheet (at row %i), after the file has run out (unzipper answered FILE_ENDED)', async (stallAt) => {
    const path = await streamedWorkbook(`stall-${stallAt}.xlsx`, 100_000);
    let rows = 0;
    let stalled = false;
    for await (const event of readSheets(path)) {
      if (event.kind !== 'rows') continue;
      rows += event.rows.length;
      if (!stalled && rows >= stallAt) {
        stalled = true;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(rows).toBe(100_000);
  });

  it('reads a file whose workbook part it never gets to under a default sheet name, as the stream does', async () => {
    const bytes = Buffer.from((await workbookBytes(['Product code'], [['A-1']])).toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmX'), 'latin1');
    expect(await rowEvents(readSheets(saved('no-workbook.xlsx', bytes)))).toEqual([
      { kind: 'header', sheetIndex: 0, sheetName: 'Sheet1', names: ['Product code'] },
      { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['A-1'] },
    ]);
  });
});

describe('endsWithPipes', () => {
  it('destroys the stream and what it was piped into, which a stopped exceljs reader leaves waiting', () => {
    const source = Readable.from([Buffer.from('zip bytes')]);
    const end = endsWithPipes(source);
    const unzipper = new PassThrough();
    source.pipe(unzipper);
    end();
    expect(source.destroyed).toBe(true);
    expect(unzipper.destroyed).toBe(true);
  });
});
