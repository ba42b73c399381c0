// @vitest-environment node
import ExcelJS from 'exceljs';
import type { SignedIn } from '../../test/sign-in';
import type { TestServer } from '../../test/test-server';
import { cartImportTemplates } from './cart-import-templates';
import { cartImportFixture, importCalls, jobsDone, workbookBytes, type CartImportFixture } from './import-test-helpers';
import { rkInt, xlsBytes } from './xls-test-file';

// The import calls end to end, the file formats and templates, slices and who may see a batch.
// How an import's rows are checked and staged across its chunks: import-chunks.test.ts.
let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
let codes: string[];
let cartQuantity: CartImportFixture['cartQuantity'];

beforeAll(async () => {
  const fixture = await cartImportFixture(['golden.buyer', 'golden.member', 'kingfa.buyer']);
  ({ server, codes, cartQuantity } = fixture);
  [buyer, member, stranger] = fixture.users as [SignedIn, SignedIn, SignedIn];
}, 300_000);
afterAll(() => server.close());

describe('cart import end to end (spec 2 sections 4, 5, 7)', () => {
  it('checks a file with good and bad rows, lets the buyer correct them online, then imports every row in one go', async () => {
    expect(codes.length).toBe(3);
    const api = importCalls(server.app, buyer);
    const before = await cartQuantity(codes[0]!);
    const file = await workbookBytes(['Product code', 'Quantity', 'Remark'], [
      [codes[0], 2, 'first'],
      [codes[1], 'abc', ''],
      ['NO-SUCH-CODE', 1, ''],
      [codes[2], 3, '=HYPERLINK("http://evil")'],
    ]);
    const uploaded = await api.upload('SMAL.CART_IMPORT', { name: 'cart.xlsx', content: file });
    expect(uploaded.statusCode).toBe(200);
    const batch = uploaded.body;
    expect((await api.status(batch)).json()).toMatchObject({ status: 'UPLOADED', count: 0, ready: 0 });

    expect((await api.validate('SMAL.CART_IMPORT', batch)).statusCode).toBe(200);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECK_FAILED', count: 4, ready: 4, dataCount: 4, failedCount: 2 });
    expect(await cartQuantity(codes[0]!)).toBe(before);

    const failed = (await api.rows(batch)).json();
    expect(failed.totalElements).toBe(2);
    expect(failed.content.map((r: { _rowNum: number; _info: string }) => [r._rowNum, r._info])).toEqual([
      [3, 'Quantity: please enter a number'],
      [4, 'No product with code NO-SUCH-CODE'],
    ]);
    // Not while rows are still wrong.
    expect((await api.validate('SMAL.CART_IMPORT', batch)).json()).toMatchObject({ code: 'import.batch.failed-rows', message: '2 rows still have errors: correct them first' });
    // Every row, those kept in the check's chunks too, in file order with its cells as written.
    const all = (await api.rows(batch, false)).json();
    expect(all.totalElements).toBe(4);
    expect(all.content.map((r: { _rowNum: number; _dataStatus: string; _data: { remark?: string } }) => [r._rowNum, r._dataStatus, r._data.remark])).toEqual([
      [2, 'VALID_SUCCESS', 'first'],
      [3, 'VALID_FAILED', undefined],
      [4, 'VALID_FAILED', undefined],
      [5, 'VALID_SUCCESS', '=HYPERLINK("http://evil")'],
    ]);

    const [bad, unknown] = failed.content as { _id: number }[];
    const corrected = await api.correct(batch, [{ _id: bad!._id, _data: { quantity: '4' } }, { _id: unknown!._id, _data: { itemCode: codes[0] } }]);
    expect(corrected.json().map((r: { _dataStatus: string }) => r._dataStatus)).toEqual(['VALID_SUCCESS', 'VALID_SUCCESS']);

    const contribution = cartImportTemplates.find((c) => c.template.templateCode === 'SMAL.CART_IMPORT')!;
    const importRows = vi.spyOn(contribution, 'importRows');
    expect((await api.validate('SMAL.CART_IMPORT', batch)).statusCode).toBe(200);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 4, ready: 4 });
    // The corrected rows among the stored chunk's, in file order.
    expect(importRows.mock.calls.flatMap((call) => call[1].map((r) => r.rowNum))).toEqual([2, 3, 4, 5]);
    importRows.mockRestore();
    expect(((await api.rows(batch, false)).json().content as { _dataStatus: string }[]).map((r) => r._dataStatus)).toEqual(Array(4).fill('IMPORT_SUCCESS'));
    expect(await cartQuantity(codes[0]!)).toBe((before ?? 0) + 2 + 1);
    expect(await cartQuantity(codes[1]!)).toBeGreaterThanOrEqual(4);

    const history = (await api.history('SMAL.CART_IMPORT')).json();
    expect(history.content[0]).toMatchObject({ batch, status: 'IMPORTED', dataCount: 4, fileName: 'cart.xlsx' });
  });

  it('corrects a row that passed the check too (kept in a chunk until then), and imports it once with its corrected quantity', async () => {
    const api = importCalls(server.app, buyer);
    const before = (await cartQuantity(codes[0]!)) ?? 0;
    const file = await workbookBytes(['Product code', 'Quantity'], [[codes[0], 2], [codes[0], 'abc']]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'kept.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    const kept = ((await api.rows(batch, false)).json().content as { _id: number; _rowNum: number }[]).find((r) => r._rowNum === 2)!;
    expect(kept._id).toBeLessThan(0);
    const reply = await api.correct(batch, [{ _id: kept._id, _data: { quantity: '5' } }]);
    expect(reply.statusCode, reply.body).toBe(200);
    const [corrected] = reply.json();
    expect(corrected).toMatchObject({ _rowNum: 2, _dataStatus: 'VALID_SUCCESS', _data: { quantity: '5' } });
    expect(corrected._id).toBeGreaterThan(0);
    const all = (await api.rows(batch, false)).json();
    expect(all.totalElements).toBe(2);
    expect(all.content.map((r: { _id: number; _rowNum: number }) => [r._rowNum, r._id])).toEqual([[2, corrected._id], [3, expect.any(Number)]]);
    const [failed] = (await api.rows(batch)).json().content as { _id: number }[];
    await api.correct(batch, [{ _id: failed!._id, _data: { quantity: '1' } }]);
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 2 });
    expect(await cartQuantity(codes[0]!)).toBe(before + 5 + 1);
  });

  it('fails an import whose total the cart refuses, leaving nothing of it in the cart', async () => {
    const api = importCalls(server.app, buyer);
    const before = [await cartQuantity(codes[0]!), await cartQuantity(codes[2]!)];
    const file = await workbookBytes(['Product code', 'Quantity'], [[codes[2], 1], [codes[0], 999999]]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'big.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    const status = (await api.status(batch)).json();
    if (status.status === 'IMPORT_FAILED') {
      expect(status.statusMeaning).toBe('Import failed: 1 rows were refused, nothing was imported');
      expect([await cartQuantity(codes[0]!), await cartQuantity(codes[2]!)]).toEqual(before);
    } else {
      // The product's own limit refused the row in the check already.
      expect(status.status).toBe('CHECK_FAILED');
    }
  });

  it('imports an Excel 97-2003 file (.xls) through the same pipeline', async () => {
    const api = importCalls(server.app, buyer);
    const before = (await cartQuantity(codes[2]!)) ?? 0;
    const file = xlsBytes('Cart lines', [['Product code', 'Quantity', 'Remark'], [codes[2]!, 2, 'from .xls'], [codes[2]!, { rk: rkInt(3) }, '']]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'old.xls', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 2 });
    expect(await cartQuantity(codes[2]!)).toBe(before + 5);
  });

  it('answers the business-object template, its download and its failure file with neutralised cells', async () => {
    const api = importCalls(server.app, buyer);
    const info = (await api.info('SMAL.CART_IMPORT_NEW')).json();
    expect(info.importTemplateSheets[0].importTemplateColumns.map((c: { fieldName: string }) => c.fieldName)).toEqual(['Product code', 'Quantity', 'Needed date', 'Remark']);
    const template = await api.template('SMAL.CART_IMPORT_NEW');
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Product code', 'Quantity', 'Needed date', 'Remark']);

    const file = await workbookBytes(['Product code', 'Quantity', 'Needed date', 'Remark'], [['=1+1', 1.1234567, '2026-02-30', '@SUM(A1)']]);
    const batch = (await api.upload('SMAL.CART_IMPORT_NEW', { name: 'new.xlsx', content: file }, true)).body;
    await api.validate('SMAL.CART_IMPORT_NEW', batch);
    await jobsDone(server.app);
    const failure = await api.failureFile(batch);
    expect(failure.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(failure.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2).values as unknown[];
    expect(row.slice(1, 5)).toEqual(["'=1+1", '1.1234567', '2026-02-30', "'@SUM(A1)"]);
    expect(String(row[5])).toContain('Quantity: at most 6 decimal places');
    expect(String(row[5])).toContain('Needed date: please enter a date as YYYY-MM-DD');
  });

  it.each([
    ['an empty file', 'empty.xlsx', async () => Buffer.alloc(0), 'The file contains no data rows'],
    ['a corrupt zip', 'broken.xlsx', async () => Buffer.from('PK\u0003\u0004 this is not a workbook'), 'The file is damaged or is not an Excel workbook'],
    ['a corrupt .xls', 'old.xls', async () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]), 'The file is damaged or is not an Excel workbook'],
    ['an .xls of another template', 'other.xls', async () => xlsBytes('Cart lines', [['Name', 'Quantity'], ['x', 1]]), 'Sheet Cart lines lacks the template columns: Product code'],
    ['another template', 'other.xlsx', () => workbookBytes(['Name', 'Quantity'], [['x', 1]]), 'Sheet Cart lines lacks the template columns: Product code'],
    ['a header without rows', 'header.xlsx', () => workbookBytes(['Product code', 'Quantity', 'Remark'], []), 'The file contains no data rows'],
  ])('refuses %s with a clear message and stores nothing', async (_name, fileName, content, message) => {
    const api = importCalls(server.app, buyer);
    const [{ n: before } = { n: 0 }] = await server.db.query<{ n: number }>('select count(*)::int as n from import_batches');
    const response = await api.upload('SMAL.CART_IMPORT', { name: fileName, content: await content() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [{ n: after } = { n: 0 }] = await server.db.query<{ n: number }>('select count(*)::int as n from import_batches');
    expect(after).toBe(before);
  });

  it('takes a file in slices, answers the slices it holds (resume) and refuses to combine an incomplete set', async () => {
    const base = `/himp/v1/${buyer.user.organizationId}/import/slice`;
    const content = await workbookBytes(['Product code', 'Quantity'], [[codes[0], 1]]);
    const half = Math.ceil(content.length / 2);
    const identifier = `slice${Date.now()}`;
    const send = (chunkNumber: number, part: Buffer) => {
      const boundary = '----mallslice';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="identifier"\r\n\r\n${identifier}\r\n--${boundary}\r\ncontent-disposition: form-data; name="chunkNumber"\r\n\r\n${chunkNumber}\r\n`),
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`),
        part,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return server.app.inject({ method: 'POST', url: `${base}/upload`, headers: { ...buyer.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const combine = () =>
      server.app.inject({ method: 'POST', url: `${base}/combine`, headers: buyer.auth, payload: { identifier, totalChunks: 2, fileName: 'big.xlsx', templateCode: 'SMAL.CART_IMPORT', param: '{}' } });
    expect((await send(2, content.subarray(half))).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: `${base}/check`, headers: buyer.auth, payload: { identifier } })).json()).toEqual({ identifier, uploaded: [2] });
    expect((await combine()).json()).toMatchObject({ code: 'import.slice.missing', message: 'Slices are missing: 1' });
    expect((await send(1, content.subarray(0, half))).statusCode).toBe(200);
    const combined = await combine();
    expect(combined.statusCode).toBe(200);
    expect((await importCalls(server.app, buyer).status(combined.body)).json()).toMatchObject({ status: 'UPLOADED' });
    expect((await server.app.inject({ method: 'POST', url: `${base}/check`, headers: buyer.auth, payload: { identifier } })).json().uploaded).toEqual([]);
  });

  it("keeps batches to their owner: another user's or tenant's batch is unknown, and the permission is the server's", async () => {
    const api = importCalls(server.app, buyer);
    const file = await workbookBytes(['Product code', 'Quantity'], [[codes[0], 1]]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'mine.xlsx', content: file })).body;
    expect((await importCalls(server.app, member).status(batch)).statusCode).toBe(404);
    expect((await importCalls(server.app, stranger).status(batch)).statusCode).toBe(404);
    // golden.member lacks mall.cart.button.import-new.
    expect((await importCalls(server.app, member).upload('SMAL.CART_IMPORT_NEW', { name: 'x.xlsx', content: file }, true)).statusCode).toBe(403);
    expect((await api.info('NO.SUCH')).json()).toMatchObject({ code: 'import.template.not-found', message: 'Template not found' });
  });
});
