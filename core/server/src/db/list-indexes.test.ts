import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../features/catalogue/product-row';
import { productCountQuery, productListQuery } from '../features/catalogue/product-list-query';
import { CART_ANSWER_SQL } from '../features/cart/cart-answer';
import { databaseUrl, pgTestServer } from '../test/pg-test-server';
import { signIn, type SignedIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';
import type { Db } from './db';

// Issue 17: every list page reads its window through an index, so its cost grows with the page,
// not with the table (migration 036). The seeded tables are small enough that the planner could
// pick a scan and a sort anyway, so scans and sorts are priced out (enable_seqscan, enable_sort
// off): a plan that still has one has no index to do without it.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(db: Db, sql: string, params: unknown[]): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off; set local enable_sort = off');
    const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (format json) ${sql}`, params);
    const plan = row!['QUERY PLAN'];
    return nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  });
}

const seqScans = (nodes: PlanNode[], tables: string[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? '')).map((n) => n['Relation Name']);
const sorts = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort').length;

const backends: [string, () => Promise<TestServer>, boolean][] = [
  ['PGlite', () => testServer(), false],
  ['PostgreSQL (DATABASE_URL)', pgTestServer, !databaseUrl],
];

describe.each(backends)('list pages read their window through an index (EXPLAIN) over %s', (_name, open, skip) => {
  let server: TestServer;
  let buyer: SignedIn;
  beforeAll(async () => {
    if (skip) return;
    server = await open();
    buyer = await signIn(server.app, 'golden.buyer');
  }, 300_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  it.skipIf(skip).each([
    ['default (sales)', undefined],
    ['price descending', 1],
    ['price ascending', 2],
    ['sales', 3],
    ['newest', 4],
  ] as const)('product list, %s: no scan of products, no sort', async (_name, orderType) => {
    const q = productListQuery({ tenantId: buyer.user.tenantId, orderType, page: 3, size: 20 });
    const nodes = await planOf(server.db, `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where ${q.where} order by ${q.orderBy} limit ${q.size} offset ${q.offset}`, q.params);
    expect(seqScans(nodes, ['products', 'product_labels'])).toEqual([]);
    expect(sorts(nodes)).toBe(0);
    // The page count reads the counts kept per group (migration 175), never the goods.
    const counted = productCountQuery({ tenantId: buyer.user.tenantId, orderType, page: 3, size: 20 });
    const count = await planOf(server.db, counted.sql, counted.params);
    expect(count.filter((n) => n['Relation Name'] === 'products')).toEqual([]);
  });

  it.skipIf(skip)('cart answer: the owner\'s lines by index, goods, budget lines and allocations by key', async () => {
    const nodes = await planOf(server.db, CART_ANSWER_SQL, [buyer.user.tenantId, buyer.user.id, buyer.user.organizationId]);
    expect(seqScans(nodes, ['cart_lines', 'products', 'budget_infos', 'cost_allocations', 'supplier_companies', 'cart_versions', 'catalogue_versions'])).toEqual([]);
  });

  it.skipIf(skip)('favourites page: one user\'s channel in index order, no sort', async () => {
    const nodes = await planOf(
      server.db,
      `select f.id from product_favorites f join ${PRODUCT_FROM} on p.id = f.product_id and p.tenant_id = f.tenant_id
        where f.tenant_id = $1 and f.user_id = $2 and f.channel = $3 order by f.created_at desc, f.id desc limit 20 offset 0`,
      [buyer.user.tenantId, buyer.user.id, 'ENTERPRISE'],
    );
    expect(seqScans(nodes, ['product_favorites', 'products'])).toEqual([]);
    expect(sorts(nodes)).toBe(0);
  });

  it.skipIf(skip)('compare, addresses and orders: the user\'s rows by index', async () => {
    const { tenantId, organizationId, id: userId, companyId } = buyer.user as typeof buyer.user & { companyId: number };
    const compare = await planOf(server.db, 'select c.id from product_compares c where c.tenant_id = $1 and c.user_id = $2 order by c.created_at, c.id', [tenantId, userId]);
    expect(seqScans(compare, ['product_compares'])).toEqual([]);
    const addresses = await planOf(server.db, 'select a.id from addresses a where a.tenant_id = $1 and a.organization_id = $2 and a.company_id = $3 and a.user_id = $4', [
      tenantId, organizationId, companyId ?? 0, userId,
    ]);
    expect(seqScans(addresses, ['addresses'])).toEqual([]);
    const orders = await planOf(
      server.db,
      'select o.id from orders o where o.tenant_id = $1 and o.organization_id = $2 and o.owner_id = $3 order by o.created_at desc, o.id desc limit 20',
      [tenantId, organizationId, userId],
    );
    expect(seqScans(orders, ['orders'])).toEqual([]);
  });
});
