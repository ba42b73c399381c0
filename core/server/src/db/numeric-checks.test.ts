import { signIn, type SignedIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

// Issue 21 item 6, migration 020: the database itself refuses a NaN or negative amount or
// quantity, so no such row can exist whatever a route lets through. PostgreSQL's 'NaN' sorts
// above every number, so each check names it.
let server: TestServer;
let buyer: SignedIn;
let ids: { product: number; supplier: number; order: number };
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  const [product] = await server.db.query<{ id: number; supplier: number }>(
    'select id, supplier_company_id as supplier from products where tenant_id = $1 order by id limit 1', [buyer.user.tenantId],
  );
  const [order] = await server.db.query<{ id: number }>('select id from orders where tenant_id = $1 order by id limit 1', [buyer.user.tenantId]);
  ids = { product: product!.id, supplier: product!.supplier, order: order!.id };
}, 300_000);
afterAll(() => server.close());

const u = () => buyer.user;
const writes: Record<string, (value: string) => [string, unknown[]]> = {
  'cart_lines.quantity': (v) => [
    'insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, buy_now_flag) values ($1, $2, $3, $4, $5, $6::numeric, 1)',
    [u().tenantId, u().organizationId, u().id, u().companyId, ids.product, v],
  ],
  'orders.amount': (v) => [
    `insert into orders (tenant_id, organization_id, owner_id, company_id, supplier_company_id, order_num, batch_num, status, currency_code, amount)
     values ($1, $2, $3, $4, $5, 'PO-CHECK-' || md5(random()::text), 'LOT-CHECK', 'SUBMITTED', 'CNY', $6::numeric)`,
    [u().tenantId, u().organizationId, u().id, u().companyId, ids.supplier, v],
  ],
  'order_lines.quantity': (v) => [
    `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name)
     values ($1, $2, 99, $3, 'x', 'CATA', $4::numeric, 1, 1, 'EA')`,
    [u().tenantId, ids.order, ids.product, v],
  ],
  'order_lines.unit_price': (v) => [
    `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name)
     values ($1, $2, 99, $3, 'x', 'CATA', 1, $4::numeric, 1, 'EA')`,
    [u().tenantId, ids.order, ids.product, v],
  ],
  'order_lines.line_amount': (v) => [
    `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name)
     values ($1, $2, 99, $3, 'x', 'CATA', 1, 1, $4::numeric, 'EA')`,
    [u().tenantId, ids.order, ids.product, v],
  ],
  'payments.amount': (v) => [
    `insert into payments (payment_order_num, tenant_id, organization_id, owner_id, batch_num, amount, currency_code)
     values ('PAYCHECK' || md5(random()::text), $1, $2, $3, 'LOT-CHECK', $4::numeric, 'CNY')`,
    [u().tenantId, u().organizationId, u().id, v],
  ],
};

describe('numeric checks (migration 020)', () => {
  it.each(Object.keys(writes).flatMap((column) => [[column, 'NaN'], [column, '-1']]))('%s refuses %s', async (column, value) => {
    const [sql, params] = writes[column]!(value);
    await expect(server.db.query(sql, params)).rejects.toThrow(/check constraint/);
  });

  it.each(Object.keys(writes))('%s accepts an ordinary number', async (column) => {
    const [sql, params] = writes[column]!('1.5');
    await server.db.transaction(async (tx) => {
      await tx.query(sql, params);
      throw new Error('rolled back on purpose');
    }).catch((error: Error) => expect(error.message).toBe('rolled back on purpose'));
  });

  it('the seeded data holds no NaN or negative amount or quantity', async () => {
    const [row] = await server.db.query<{ n: number }>(
      `select (select count(*) from cart_lines where quantity = 'NaN' or quantity <= 0)
            + (select count(*) from orders where amount = 'NaN' or amount < 0)
            + (select count(*) from order_lines where quantity = 'NaN' or quantity <= 0 or unit_price = 'NaN' or line_amount = 'NaN')
            + (select count(*) from payments where amount = 'NaN' or amount < 0) as n`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});
