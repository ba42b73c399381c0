// @vitest-environment node
import { Readable } from 'node:stream';
import { rowEvents, workbookBytes } from './import-test-helpers';

// exceljs is loaded on a gateway's first spreadsheet call; here that load takes 300 ms, as it can
// on a restarted server resuming a check (the kill test found it: the resumed check failed with
// unzipper's FILE_ENDED because the file's bytes flowed past while exceljs loaded).
vi.mock('./exceljs', async (original) => {
  const real = await original<typeof import('./exceljs')>();
  return { loadExcelJs: async () => (await new Promise((r) => setTimeout(r, 300)), real.loadExcelJs()) };
});

describe('readSheets while exceljs is still loading', () => {
  it('counts the bytes read and gets every row of a stream that is already open', async () => {
    const { readSheets } = await import('./xlsx-rows');
    const bytes = await workbookBytes(['Product code', 'Quantity'], Array.from({ length: 2000 }, (_, i) => [`A-${i}`, i + 1]));
    // Small pieces, as a file stream gives them: all of them would flow in the 300 ms.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 1024) }, (_, i) => bytes.subarray(i * 1024, (i + 1) * 1024));
    let counted = 0;
    const read = await rowEvents(readSheets(Readable.from(pieces), (b) => (counted = b)));
    expect(read.filter((e) => e.kind === 'row')).toHaveLength(2000);
    expect(read.at(-1)).toEqual({ kind: 'row', sheetIndex: 0, rowNum: 2001, cells: ['A-1999', 2000] });
    expect(counted).toBe(bytes.length);
  });
});
