// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkModelCell, type ImportTemplateColumn } from '@mall/domain';
import { CorruptCompoundFile } from './cfb-file';
import { readXlsSheets } from './xls-rows';
import { compoundFile, biffWorkbook, rkInt, xlsBytes } from './xls-test-file';
import { rowEvents } from './import-test-helpers';

// Issue 13: .xls read with no vulnerable library (our compound-file and BIFF8 readers), checked
// against files written byte by byte here, and corrupt ones refused with CorruptCompoundFile.
const folder = mkdtempSync(join(tmpdir(), 'mall-xls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;
const fileOf = (bytes: Buffer) => {
  const path = join(folder, `f${++count}.xls`);
  writeFileSync(path, bytes);
  return path;
};
const readAll = (path: string) => rowEvents(readXlsSheets(path));

describe('reading an .xls (BIFF8 in an OLE compound file)', () => {
  it('streams the header and every row: shared and inline text, NUMBER, RK, MULRK, booleans and formulas by their cached result', async () => {
    const rows = [
      ['Product code', 'Quantity', 'Remark'],
      ['P-001', 2, '采购备注'],
      ['P-002', { rk: rkInt(3) }, { formula: '=HYPERLINK("x")' }],
      ['P-003', { rk: rkInt(125, true) }, true],
      [{ rk: rkInt(7) }, { rk: rkInt(8) }, { rk: rkInt(9) }],
      ['P-004', { formula: 4.5 }, ''],
      // 300 more rows: the stream spans many sectors and records cross sector boundaries.
      ...Array.from({ length: 300 }, (_, i) => [`BULK-${i}`, i + 1, `remark ${i}`]),
    ];
    const events = await readAll(fileOf(xlsBytes('Cart lines', rows, { splitString: '采购备注' })));
    expect(events[0]).toEqual({ kind: 'header', sheetIndex: 0, sheetName: 'Cart lines', names: ['Product code', 'Quantity', 'Remark'] });
    expect(events.slice(1, 6)).toEqual([
      { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['P-001', 2, '采购备注'] },
      { kind: 'row', sheetIndex: 0, rowNum: 3, cells: ['P-002', 3, '=HYPERLINK("x")'] },
      { kind: 'row', sheetIndex: 0, rowNum: 4, cells: ['P-003', 1.25, true] },
      { kind: 'row', sheetIndex: 0, rowNum: 5, cells: [7, 8, 9] },
      { kind: 'row', sheetIndex: 0, rowNum: 6, cells: ['P-004', 4.5, ''] },
    ]);
    expect(events).toHaveLength(1 + 5 + 300);
    expect(events.at(-1)).toEqual({ kind: 'row', sheetIndex: 0, rowNum: 306, cells: ['BULK-299', 300, 'remark 299'] });
  });

  it('gives date-formatted numbers (built-in and custom FORMAT records, 1900 and 1904 systems) as dates, like the .xlsx reader, and leaves other numbers alone', async () => {
    // XF 16: built-in 14 (a short date); 17: custom date-time; 18: a number with a quoted "d"; 19: [Red] colour only; 20: built-in 2 (0.00).
    const xfFormats = [14, 'yyyy/mm/dd hh:mm', '0.00" d"', '[Red]0.00', 2];
    const serial = 46096; // 2026-03-15 in the 1900 system
    const rows = [
      ['Product code', 'Needed date', 'Delivered at', 'Lead time', 'Price', 'Amount'],
      ['P-1', { number: serial, xf: 16 }, { number: serial + 0.5, xf: 17 }, { number: 3.5, xf: 18 }, { number: 2, xf: 19 }, { number: 7.25, xf: 20 }],
      ['P-2', { rk: rkInt(serial), xf: 16 }, { formula: serial + 0.25, xf: 17 }, { rk: rkInt(4), xf: 18 }, { number: serial, xf: 15 }, ''],
      [{ rk: rkInt(serial), xf: 16 }, { rk: rkInt(serial + 1), xf: 16 }, { rk: rkInt(5), xf: 20 }],
    ];
    const day = new Date(Date.UTC(2026, 2, 15));
    const events = await readAll(fileOf(xlsBytes('Lines', rows, { xfFormats })));
    expect(events.slice(1)).toEqual([
      { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['P-1', day, new Date(Date.UTC(2026, 2, 15, 12)), 3.5, 2, 7.25] },
      { kind: 'row', sheetIndex: 0, rowNum: 3, cells: ['P-2', day, new Date(Date.UTC(2026, 2, 15, 6)), 4, serial, ''] },
      { kind: 'row', sheetIndex: 0, rowNum: 4, cells: [day, new Date(Date.UTC(2026, 2, 16)), 5] },
    ]);
    // A workbook in the 1904 system counts its serials from 1904-01-01.
    const mac = await readAll(fileOf(xlsBytes('Lines', [['Needed date'], [{ number: serial - 1462, xf: 16 }]], { xfFormats, date1904: true })));
    expect(mac[1]).toEqual({ kind: 'row', sheetIndex: 0, rowNum: 2, cells: [day] });
    // The check rules then take it as the .xlsx path's date: a date column gives it in its display format.
    const column: ImportTemplateColumn = { fieldCode: 'neededDate', fieldName: 'Needed date', componentType: 'DATE_SELECTION_BOX', displayFormat: 'YYYY-MM-DD' };
    expect(checkModelCell(column, (events[1] as { cells: unknown[] }).cells[1] as Date)).toEqual({ value: '2026-03-15' });
  });

  it.each([
    ['not a compound file', () => Buffer.from('PK\x03\x04 not an xls at all, just bytes'.repeat(40))],
    ['a file cut after its header', () => xlsBytes('Cart lines', [['Product code'], ['P-1']]).subarray(0, 700)],
    ['a FAT whose chain loops', () => {
      const bytes = xlsBytes('Cart lines', [['Product code'], ['P-1']]);
      const fat = bytes.length - 512;
      bytes.writeUInt32LE(0, fat); // sector 0 points at itself
      return bytes;
    }],
    ['a compound file without a Workbook stream', () => compoundFile(biffWorkbook('Cart lines', [['Product code'], ['P-1']]), 'Book')],
  ])('refuses %s with CorruptCompoundFile, reading nothing', async (_name, bytes) => {
    await expect(readAll(fileOf(bytes()))).rejects.toBeInstanceOf(CorruptCompoundFile);
  });
});
