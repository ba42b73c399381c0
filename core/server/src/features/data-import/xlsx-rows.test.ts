// @vitest-environment node
import { Readable } from 'node:stream';
import { readSheets } from './xlsx-rows';
import { rowEvents, workbookBytes } from './import-test-helpers';

const events = (bytes: Buffer) => rowEvents(readSheets(Readable.from([bytes])));

describe('readSheets', () => {
  it('reads the header and the rows with the sheet name', async () => {
    const read = await events(await workbookBytes(['Product code', 'Quantity'], [['A-1', 2], ['A-2', 3]]));
    expect(read).toEqual([
      { kind: 'header', sheetIndex: 0, sheetName: 'Cart lines', names: ['Product code', 'Quantity'] },
      { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['A-1', 2] },
      { kind: 'row', sheetIndex: 0, rowNum: 3, cells: ['A-2', 3] },
    ]);
  });

  it('reads the rows of a file whose workbook part it never gets to, under a default sheet name (exceljs failed on it)', async () => {
    // The workbook part renamed in the zip's headers (same length): the reader no longer sees it.
    const bytes = Buffer.from((await workbookBytes(['Product code', 'Quantity'], [['A-1', 2]])).toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmX'), 'latin1');
    const read = await events(bytes);
    expect(read).toEqual([
      { kind: 'header', sheetIndex: 0, sheetName: 'Sheet1', names: ['Product code', 'Quantity'] },
      { kind: 'row', sheetIndex: 0, rowNum: 2, cells: ['A-1', 2] },
    ]);
  });
});
