// @vitest-environment node
import type { SignedIn } from '../../test/sign-in';
import type { TestServer } from '../../test/test-server';
import { cartImportTemplates } from './cart-import-templates';
import { cartImportFixture, importCalls, jobsDone, workbookBytes, type CartImportFixture } from './import-test-helpers';

// How the cart imports' rows are checked and staged across the pipeline's chunks: committed
// chunks and their compensating delete, staging while checked, the cart's rules per row and per
// product total, the check run's memo, and a check resumed after a lost chunk.
let server: TestServer;
let buyer: SignedIn;
let codes: string[];
let cartQuantity: CartImportFixture['cartQuantity'];

beforeAll(async () => {
  const fixture = await cartImportFixture(['golden.buyer']);
  ({ server, codes, cartQuantity } = fixture);
  buyer = fixture.users[0]!;
}, 300_000);
afterAll(() => server.close());

describe('cart import across check chunks (spec 2 section 4)', () => {
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
});
