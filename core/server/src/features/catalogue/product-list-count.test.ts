import { databaseUrl, pgTestServer } from '../../test/pg-test-server';
import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17: the product list's total comes from counts kept by triggers (migration 175), not from
 * `count(*)` over the tenant's goods. It must stay the exact number of on-shelf goods the filter
 * matches through every kind of catalogue write: new goods, stock, shelf, source and category
 * changes, and deletes, in bulk statements too.
 */
function countSuite(open: () => Promise<TestServer>) {
  let server: TestServer;
  let buyer: SignedIn;
  beforeAll(async () => {
    server = await open();
    buyer = await signIn(server.app, 'golden.buyer');
  }, 300_000);
  afterAll(() => server.close());

  const filters: Record<string, string | number>[] = [
    {},
    { stockFlag: 0 },
    { productSource: 'JD' },
    { productSource: 'CATA', stockFlag: 0 },
    { categoryCode: 'OFFICE' },
    { categoryCode: 'OFFICE', productSource: 'CATA', stockFlag: 0, page: 2 },
  ];

  /** Every filter's total as the list answers it, beside `count(*)` over the same goods. */
  async function totals() {
    const answered: number[] = [];
    const counted: number[] = [];
    for (const filter of filters) {
      const response = await server.app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/products`, query: filter as Record<string, string>, headers: buyer.auth });
      expect(response.statusCode).toBe(200);
      answered.push(response.json().totalElements);
      const [row] = await server.db.query<{ n: number }>(
        `select count(*)::int as n from products where tenant_id = $1 and shelf_flag = 1 and ($2::int is null or stock_state in (1, 2, 3))
            and ($3::text is null or product_source = $3) and ($4::text is null or category_code = $4)`,
        [buyer.user.tenantId, filter.stockFlag === 0 ? 1 : null, filter.productSource ?? null, filter.categoryCode ?? null],
      );
      counted.push(row!.n);
    }
    return { answered, counted };
  }

  it('answers the exact on-shelf count of each filter through inserts, updates and deletes', async () => {
    const category = await server.db.query<{ code: string }>('select category_code as code from products where tenant_id = $1 group by 1 order by count(*) desc limit 1', [buyer.user.tenantId]);
    filters[4]!.categoryCode = category[0]!.code;
    filters[5]!.categoryCode = category[0]!.code;
    const before = await totals();
    expect(before.answered).toEqual(before.counted);
    expect(before.answered[0]).toBeGreaterThanOrEqual(2000);

    const t = buyer.user.tenantId;
    const writes = [
      // 300 new goods in one statement, copies of existing ones.
      `insert into products (tenant_id, item_code, product_name, product_source, same_sku_group, category_code, category_name, brand_name, supplier_company_id,
                             currency_code, price, market_price, tax_rate, uom_name, uom_precision, min_purchase_quantity, min_package_quantity, ladder_price_list,
                             stock_state, stock_quantity, sales_volume, delivery_cycle, agreement_type, lowest_price_rule, image_path, shelf_flag, created_at)
       select tenant_id, item_code || '-COUNT', product_name, product_source, same_sku_group, category_code, category_name, brand_name, supplier_company_id,
              currency_code, price, market_price, tax_rate, uom_name, uom_precision, min_purchase_quantity, min_package_quantity, ladder_price_list,
              stock_state, stock_quantity, sales_volume, delivery_cycle, agreement_type, lowest_price_rule, image_path, shelf_flag, created_at
         from products where tenant_id = ${t} order by id limit 300`,
      `update products set stock_state = case when stock_state in (1, 2, 3) then 4 else 2 end where tenant_id = ${t} and id % 7 = 0`,
      `update products set shelf_flag = 0 where tenant_id = ${t} and id % 11 = 0`,
      `update products set shelf_flag = 1 where tenant_id = ${t} and id % 22 = 0`,
      `update products set product_source = 'JD' where tenant_id = ${t} and product_source = 'CATA' and id % 5 = 0`,
      `update products set category_code = '${category[0]!.code}' where tenant_id = ${t} and id % 13 = 0`,
      `update products set price = price + 1 where tenant_id = ${t} and id % 3 = 0`,
      `delete from products p where p.tenant_id = ${t} and p.item_code like '%-COUNT' and p.id % 2 = 0`,
    ];
    for (const sql of writes) {
      await server.db.query(sql);
      const after = await totals();
      expect(after.answered, sql).toEqual(after.counted);
    }
    expect((await totals()).answered).not.toEqual(before.answered);
  });

  it('still counts a keyword search by its matches', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/products?keyword=${encodeURIComponent('复印纸')}`, headers: buyer.auth });
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from products where tenant_id = $1 and shelf_flag = 1 and (product_name ilike '%复印纸%' or item_code ilike '%复印纸%' or brand_name ilike '%复印纸%' or category_name ilike '%复印纸%')`,
      [buyer.user.tenantId],
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(response.json().totalElements).toBe(row!.n);
  });
}

describe('product list count (PGlite)', () => {
  countSuite(() => testServer({ clone: true }));
});

describe.skipIf(!databaseUrl)('product list count (PostgreSQL; runs only when DATABASE_URL is set)', () => {
  countSuite(pgTestServer);
});
