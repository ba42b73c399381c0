// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CorruptCompoundFile } from './cfb-file';
import { readXlsSheets } from './xls-rows';
import { compoundFile, biffWorkbook, rkInt, xlsBytes } from './xls-test-file';
import type { SheetEvent } from './xlsx-rows';

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
const readAll = async (path: string) => {
  const events: SheetEvent[] = [];
  for await (const event of readXlsSheets(path)) events.push(event);
  return events;
};

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
