// @vitest-environment node
import ExcelJS from 'exceljs';
import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { cartImportTemplates } from './cart-import-templates';
import { importCalls, jobsDone, workbookBytes } from './import-test-helpers';
import { rkInt, xlsBytes } from './xls-test-file';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
let codes: string[];

beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  member = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  for (const who of [buyer, member, stranger]) await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
  const rows = await server.db.query<{ code: string }>(
    `select item_code as code from products where tenant_id = $1 and shelf_flag = 1 and product_source = 'CATA' and min_purchase_quantity = 1
        and min_package_quantity = 1 and uom_precision = 0 and stock_state = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
        and ladder_price_list = '[]' order by id limit 3`,
    [buyer.user.tenantId],
  );
  codes = rows.map((r) => r.code);
}, 300_000);
afterAll(() => server.close());

const cartQuantity = async (code: string) => {
  const [row] = await server.db.query<{ quantity: number }>(
    `select c.quantity::float8 as quantity from cart_lines c join products p on p.id = c.product_id where c.owner_id = $1 and p.item_code = $2 and c.buy_now_flag = 0`,
    [buyer.user.id, code],
  );
  return row?.quantity;
};

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

  it('writes an import in committed chunks staged by batch, and a total refused at the end takes every chunk back', async () => {
    const api = importCalls(server.app, buyer);
    // The rows pass the check (stock 100,000); the stock then drops to 23,000 before the import,
    // so the 12,000 rows' total of 24,000 is refused by `finish` after the first 5,000 or more rows
    // were committed as a staged transaction.
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[1]]);
    const before = await cartQuantity(codes[1]!);
    const file = await workbookBytes(['Product code', 'Quantity'], Array.from({ length: 12000 }, () => [codes[1], 2]));
    const importRows = vi.spyOn(cartImportTemplates.find((c) => c.template.templateCode === 'SMAL.CART_IMPORT')!, 'importRows');
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'chunks.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch, false);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECKED' });
    await server.db.query(`update products set stock_quantity = 23000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[1]]);
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect(importRows.mock.calls.length).toBeGreaterThan(1);
    importRows.mockRestore();
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORT_FAILED', statusMeaning: 'Import failed: 1 rows were refused, nothing was imported' });
    expect(await cartQuantity(codes[1]!)).toBe(before);
    expect(await server.db.query('select 1 from import_cart_lines where batch = $1', [batch])).toEqual([]);
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[1]]);
    const again = (await api.upload('SMAL.CART_IMPORT', { name: 'chunks.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', again);
    await jobsDone(server.app);
    expect((await api.status(again)).json()).toMatchObject({ status: 'IMPORTED', count: 12000 });
    expect(await cartQuantity(codes[1]!)).toBe((before ?? 0) + 24000);
    expect(await server.db.query('select 1 from import_cart_lines where batch = $1', [again])).toEqual([]);
  });

  it('stages an auto-executed import as its check stores each chunk, so the import stage only publishes; a failed row or a refusal takes the staging back', async () => {
    const api = importCalls(server.app, buyer);
    const contribution = cartImportTemplates.find((c) => c.template.templateCode === 'SMAL.CART_IMPORT')!;
    const stage = contribution.importRows.bind(contribution);
    const statuses: string[] = [];
    const importRows = vi.spyOn(contribution, 'importRows').mockImplementation(async (call, rows, batch, context) => {
      const [row] = await call.db.query<{ status: string }>('select status from import_batches where batch = $1', [batch]);
      statuses.push(row!.status);
      return stage(call, rows, batch, context);
    });
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[1]]);
    const before = (await cartQuantity(codes[1]!)) ?? 0;
    const file = await workbookBytes(['Product code', 'Quantity'], Array.from({ length: 3000 }, () => [codes[1], 1]));
    const imported = async () => {
      const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'staged.xlsx', content: file })).body;
      await api.validate('SMAL.CART_IMPORT', batch);
      await jobsDone(server.app);
      expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 3000 });
      expect(await server.db.query('select 1 from import_cart_lines where batch = $1', [batch])).toEqual([]);
    };
    try {
      // Every chunk staged while CHECKING (the first is 1,000 rows): none is read back afterwards.
      await imported();
      expect(statuses.length).toBeGreaterThan(1);
      expect(new Set(statuses)).toEqual(new Set(['CHECKING']));
      expect(await cartQuantity(codes[1]!)).toBe(before + 3000);
      // The handler refuses a row of the first chunk after staging it: the check stops staging and
      // takes that chunk back; the import stage stages every row again, once.
      statuses.length = 0;
      importRows.mockImplementationOnce(async (call, rows, batch, context) => {
        statuses.push('refused');
        await stage(call, rows, batch, context);
        return [{ rowId: rows[0]!.rowId, key: 'smal.cart.product.unavailable' }];
      });
      await imported();
      expect(statuses[0]).toBe('refused');
      expect(new Set(statuses.slice(1))).toEqual(new Set(['IMPORTING']));
      expect(await cartQuantity(codes[1]!)).toBe(before + 6000);
    } finally {
      importRows.mockRestore();
    }
  });

  it('hands the stored rows to the handler in file order: quantities summed per product, the last remark and needed date; a new import replaces the line', async () => {
    const api = importCalls(server.app, buyer);
    const contribution = cartImportTemplates.find((c) => c.template.templateCode === 'SMAL.CART_IMPORT_NEW')!;
    const importRows = vi.spyOn(contribution, 'importRows');
    const file = await workbookBytes(['Product code', 'Quantity', 'Needed date', 'Remark'], [
      [codes[0], 1, '2026-12-01', 'first'],
      [codes[2], 5, '', ''],
      [codes[0], 2, '', 'second'],
      [codes[0], 3, '2026-12-03', ''],
    ]);
    const batch = (await api.upload('SMAL.CART_IMPORT_NEW', { name: 'sums.xlsx', content: file }, true)).body;
    await api.validate('SMAL.CART_IMPORT_NEW', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 4 });
    // Through the template's importRows, as a plugin's would be: one stored chunk, its rows in file order.
    expect(importRows).toHaveBeenCalledTimes(1);
    expect(importRows.mock.calls[0]![1].map((r) => [r.rowNum, r.data.quantity])).toEqual([[2, 1], [3, 5], [4, 2], [5, 3]]);
    importRows.mockRestore();
    const lines = await server.db.query<{ code: string; quantity: number; remark: string | null; neededDate: string | null }>(
      `select p.item_code as code, c.quantity::float8 as quantity, c.remark, to_char(c.needed_date, 'YYYY-MM-DD') as "neededDate"
         from cart_lines c join products p on p.id = c.product_id where c.owner_id = $1 and c.buy_now_flag = 0 and p.item_code = any($2::text[]) order by p.item_code`,
      [buyer.user.id, [codes[0], codes[2]]],
    );
    expect(lines.find((l) => l.code === codes[0])).toMatchObject({ quantity: 6, remark: 'second', neededDate: '2026-12-03' });
    expect(lines.find((l) => l.code === codes[2])).toMatchObject({ quantity: 5 });
  });

  it('names every refused row when a product went off the shelf between the check and the import, and imports nothing', async () => {
    const api = importCalls(server.app, buyer);
    const before = [await cartQuantity(codes[0]!), await cartQuantity(codes[2]!)];
    const file = await workbookBytes(['Product code', 'Quantity'], [[codes[0], 1], [codes[2], 1], [codes[2], 2], [codes[2], 1]]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'shelf.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch, false);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECKED' });
    await server.db.query('update products set shelf_flag = 0 where tenant_id = $1 and item_code = $2', [buyer.user.tenantId, codes[2]]);
    try {
      await api.validate('SMAL.CART_IMPORT', batch);
      await jobsDone(server.app);
    } finally {
      await server.db.query('update products set shelf_flag = 1 where tenant_id = $1 and item_code = $2', [buyer.user.tenantId, codes[2]]);
    }
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORT_FAILED', statusMeaning: 'Import failed: 3 rows were refused, nothing was imported' });
    expect((await api.rows(batch)).json().content.map((r: { _rowNum: number }) => r._rowNum)).toEqual([3, 4, 5]);
    expect([await cartQuantity(codes[0]!), await cartQuantity(codes[2]!)]).toEqual(before);
  });

  it("checks each row against the cart's quantity rules: a row whose cart total the stock refuses is a failed row with the rule's message, the others are valid", async () => {
    const api = importCalls(server.app, buyer);
    await server.db.query(`update products set stock_quantity = 10 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[2]]);
    const inCart = (await cartQuantity(codes[2]!)) ?? 0;
    // The cart line plus 4 fits the stock of 10 only while the cart holds at most 6; the second
    // row of the same product adds to the first, so it is refused whatever the cart holds.
    const first = Math.max(1, 10 - inCart);
    const file = await workbookBytes(['Product code', 'Quantity'], [[codes[0], 1], [codes[2], first], [codes[2], 1]]);
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'rules.xlsx', content: file })).body;
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECK_FAILED' });
    const failed = (await api.rows(batch)).json().content as { _rowNum: number; _info: string; _dataStatus: string }[];
    expect(failed.map((r) => r._rowNum)).toEqual(inCart >= 10 ? [3, 4] : [4]);
    expect(failed.every((r) => r._dataStatus === 'VALID_FAILED' && r._info === 'The quantity exceeds the purchase limit of 10')).toBe(true);
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[2]]);
  });

  // Rows of one product more than a check chunk (1,000 rows) apart: the running total reaches the later chunk.
  const spreadFile = async (filler: string, rows: readonly [number, number, number]) =>
    workbookBytes(['Product code', 'Quantity'], [[codes[2], rows[0]], ...Array.from({ length: 1000 }, () => [filler, 1]), [codes[2], rows[1]], [codes[2], rows[2]]]);
  const spreadSetup = async () => {
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[1]]);
    const inCart = (await cartQuantity(codes[2]!)) ?? 0;
    await server.db.query(`update products set stock_quantity = $3 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[2], inCart + 10]);
    return { inCart, limit: `The quantity exceeds the purchase limit of ${inCart + 10}` };
  };
  const failedRows = async (batch: string) =>
    ((await importCalls(server.app, buyer).rows(batch)).json().content as { _id: number; _rowNum: number; _info: string; _dataStatus: string }[]).map((r) => ({ id: r._id, row: r._rowNum, info: r._info, status: r._dataStatus }));

  it("carries a product's running quantity across check chunks: a later chunk's row over the rule is a failed row with the rule's message, and online correction counts the other rows", async () => {
    const api = importCalls(server.app, buyer);
    const { inCart, limit } = await spreadSetup();
    // Row 2 (chunk 1) takes 6 of the 10 left; row 1003 (chunk 2) would make 12, row 1004 makes 6 + 3 = 9.
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'spread.xlsx', content: await spreadFile(codes[1]!, [6, 6, 3]) })).body;
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECK_FAILED', count: 1003, failedCount: 1 });
    // The first chunk was staged as it was stored; the chunk with the failed row took that back.
    expect(await server.db.query('select 1 from import_cart_lines where batch = $1', [batch])).toEqual([]);
    const [refused] = await failedRows(batch);
    expect(refused).toMatchObject({ row: 1003, info: limit, status: 'VALID_FAILED' });
    // Corrected online, the row is checked against the file's other rows (6 + 3) and the cart: 2 is still too many, 1 fits.
    expect((await api.correct(batch, [{ _id: refused!.id, _data: { quantity: '2' } }])).json()[0]).toMatchObject({ _dataStatus: 'VALID_FAILED', _info: limit });
    expect((await api.correct(batch, [{ _id: refused!.id, _data: { quantity: '1' } }])).json()[0]).toMatchObject({ _dataStatus: 'VALID_SUCCESS' });
    await api.validate('SMAL.CART_IMPORT', batch);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 1003 });
    expect(await cartQuantity(codes[2]!)).toBe(inCart + 10);
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[2]]);
  });

  it('reads each product and its cart quantity once per check run: the chunks of one run share its memo, and an unknown code stays refused', async () => {
    const template = cartImportTemplates.find((t) => t.template.templateCode === 'SMAL.CART_IMPORT')!;
    const statements: string[] = [];
    const db = { ...server.db, query: ((sql: string, params?: unknown[], options?: { name?: string }) => (statements.push(sql), server.db.query(sql, params, options))) as typeof server.db.query };
    const session = { userId: buyer.user.id, tenantId: buyer.user.tenantId, tenantNum: buyer.user.tenantNum, organizationId: buyer.user.organizationId, companyId: buyer.user.companyId, loginName: buyer.user.loginName, language: 'en_US' as const };
    const call = { session, db, args: {} };
    const rows = [
      { rowId: 0, sheetIndex: 0, rowNum: 2, data: { itemCode: codes[0]!, quantity: 1 } },
      { rowId: 1, sheetIndex: 0, rowNum: 3, data: { itemCode: 'NO-SUCH-CODE', quantity: 1 } },
    ];
    const refused = [{ rowId: 1, key: 'import.cart.product.unknown', params: { code: 'NO-SUCH-CODE' } }];
    const memo = new Map<string, unknown>();
    expect(await template.check!(call, rows, { totals: new Map(), memo })).toEqual(refused);
    const firstChunk = statements.length;
    expect(firstChunk).toBe(2); // the products, then the cart quantities of those found
    expect(await template.check!(call, [...rows, { ...rows[0]!, rowId: 2, rowNum: 4 }], { totals: new Map(), memo })).toEqual(refused);
    expect(statements).toHaveLength(firstChunk);
    // Another run (a new memo) reads them again.
    expect(await template.check!(call, rows, { totals: new Map(), memo: new Map() })).toEqual(refused);
    expect(statements).toHaveLength(firstChunk * 2);
  });

  it('counts each row once when a check is resumed after its second chunk was lost mid-transaction', async () => {
    const api = importCalls(server.app, buyer);
    const { limit } = await spreadSetup();
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'resumed.xlsx', content: await spreadFile(codes[0]!, [6, 6, 4]) })).body;
    const [{ id } = { id: 0 }] = await server.db.query<{ id: number }>('select id::int as id from import_batches where batch = $1', [batch]);
    // The second chunk's transaction fails as a killed gateway's would: its rows (and anything written with them) are rolled back.
    await server.db.query(
      `create function import_test_cut() returns trigger language plpgsql as $$ begin
         if coalesce(to_jsonb(new)->>'row_num', to_jsonb(new)->>'last_row')::int > 1001 then raise exception 'gateway lost'; end if; return new; end $$`,
    );
    for (const table of ['import_rows', 'import_row_chunks']) await server.db.query(`create trigger import_test_cut before insert on ${table} for each row execute function import_test_cut()`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the worker reports the lost chunk
    try {
      await api.validate('SMAL.CART_IMPORT', batch);
      await jobsDone(server.app);
      expect(logged).toHaveBeenCalled();
    } finally {
      for (const table of ['import_rows', 'import_row_chunks']) await server.db.query(`drop trigger import_test_cut on ${table}`);
      await server.db.query('drop function import_test_cut()');
      logged.mockRestore();
    }
    const stored = 'select (select count(*) from import_rows where batch_id = $1) + (select coalesce(sum(row_count), 0) from import_row_chunks where batch_id = $1) as n';
    expect(await server.db.query<{ n: number }>(`select n::int as n from (${stored}) s`, [id])).toEqual([{ n: 1000 }]);
    // The batch as the crash left it: still CHECKING, the file not fully stored; the next run resumes after row 1001.
    await server.db.query(`update import_batches set status = 'CHECKING', status_meaning = null where id = $1`, [id]);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'CHECK_FAILED', count: 1003, failedCount: 1 });
    expect((await failedRows(batch)).map((r) => [r.row, r.info])).toEqual([[1003, limit]]);
    const totals = await server.db.query<{ amount: number }>('select amount::float8 as amount from import_check_totals where batch_id = $1 and key = $2', [id, codes[2]]);
    expect(totals).toEqual([{ amount: 10 }]);
    await server.db.query(`update products set stock_quantity = 100000 where tenant_id = $1 and item_code = $2`, [buyer.user.tenantId, codes[2]]);
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
