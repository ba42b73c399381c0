// @vitest-environment node
import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { importCalls, jobsDone, workbookBytes } from './import-test-helpers';
import { chunkRowId } from './row-chunks';

// A gateway killed mid-job leaves its batch in CHECKING or IMPORTING with a lease nobody renews
// (an import's committed chunks are staged, not in the cart: the next run discards them first). The next gateway
// over the same database takes the stale lease over and finishes the job exactly once.
let server: TestServer;
let buyer: SignedIn;
let code: string;

beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  const [row] = await server.db.query<{ code: string }>(
    `select item_code as code from products where tenant_id = $1 and shelf_flag = 1 and product_source = 'CATA' and min_purchase_quantity = 1
        and min_package_quantity = 1 and uom_precision = 0 and stock_state = 1 and max_purchase_quantity is null and purchase_quantity_limit is null
        and ladder_price_list = '[]' order by id desc limit 1`,
    [buyer.user.tenantId],
  );
  code = row!.code;
}, 300_000);
afterAll(() => server.close());

const quantity = async () =>
  (await server.db.query<{ q: number }>(`select coalesce(sum(c.quantity), 0)::float8 as q from cart_lines c join products p on p.id = c.product_id where c.owner_id = $1 and p.item_code = $2`, [buyer.user.id, code]))[0]!.q;

describe('import jobs after a crash', () => {
  it.each(['CHECKING', 'IMPORTING'] as const)('a batch left %s by a dead gateway ends IMPORTED once, with every row and no more', async (left) => {
    const api = importCalls(server.app, buyer);
    const before = await quantity();
    const batch = (await api.upload('SMAL.CART_IMPORT', { name: 'crash.xlsx', content: await workbookBytes(['Product code', 'Quantity'], [[code, 2], [code, 3]]) })).body;
    const [{ id } = { id: 0 }] = await server.db.query<{ id: number }>('select id::int as id from import_batches where batch = $1', [batch]);
    if (left === 'IMPORTING') {
      // The dead gateway had checked the file: rows stored, import transaction never committed.
      await server.app.inject({ method: 'POST', url: `/himp/v1/${buyer.user.organizationId}/import/data/data-validate`, query: { templateCode: 'SMAL.CART_IMPORT', batch, autoExecute: 'false' }, headers: buyer.auth });
      await jobsDone(server.app);
      expect((await api.status(batch)).json().status).toBe('CHECKED');
      await server.db.query(`update import_batches set status = 'IMPORTING', ready = 0 where id = $1`, [id]);
      // ...and had committed a first chunk: staged for the cart, not yet in it. The next run takes it back first.
      await server.db.query(
        `insert into import_cart_lines (batch, product_id, quantity, last_row_id) select $1, p.id, 100, $2 from products p where p.tenant_id = $3 and p.item_code = $4`,
        [batch, chunkRowId(0, 2), buyer.user.tenantId, code],
      );
    } else {
      await server.db.query(`update import_batches set status = 'CHECKING' where id = $1`, [id]);
    }
    await server.db.query(`insert into import_job_leases (batch_id, holder, heartbeat_at) values ($1, 'dead-gateway', now()) on conflict (batch_id) do update set holder = 'dead-gateway', heartbeat_at = now()`, [id]);
    await jobsDone(server.app);
    // A live lease is respected: nothing ran.
    expect((await api.status(batch)).json().status).toBe(left);
    expect(await quantity()).toBe(before);

    await server.db.query(`update import_job_leases set heartbeat_at = now() - interval '1 hour' where batch_id = $1`, [id]);
    await jobsDone(server.app);
    expect((await api.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 2, ready: 2 });
    expect(await quantity()).toBe(before + 5);
    expect(await server.db.query('select 1 from import_job_leases where batch_id = $1', [id])).toEqual([]);
    expect(await server.db.query('select 1 from import_cart_lines where batch = $1', [batch])).toEqual([]);
  });
});
