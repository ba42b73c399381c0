import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_IMAGES_DIR } from './product-images-routes';
import { productImages } from '../../seed/product-images';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

type Product = { productId: number; price: number; salesVolume: number; createdAt: string; stockState: number; productSource: string; productName: string; imagePath: string; currencyCode: string };
const list = async (query: Record<string, string | number>, who = buyer) => {
  const response = await server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/products`, query: query as Record<string, string>, headers: who.auth });
  return { status: response.statusCode, body: response.json() as { content: Product[]; totalElements: number; number: number; size: number } };
};

describe('product list', () => {
  it('holds at least 2,000 goods of CATA, JD and MANUAL in several currencies and all six stock states', async () => {
    const all = await list({ size: 100 });
    expect(all.body.totalElements).toBeGreaterThanOrEqual(2000);
    for (const source of ['CATA', 'JD', 'MANUAL']) expect((await list({ productSource: source })).body.totalElements).toBeGreaterThan(100);
    const rows = await server.db.query<{ currencies: string[]; states: number[] }>(
      `select array_agg(distinct currency_code) as currencies, array_agg(distinct stock_state) as states from products where tenant_id = $1`,
      [buyer.user.tenantId],
    );
    expect(rows[0]!.currencies).toEqual(expect.arrayContaining(['CNY', 'USD']));
    expect([...rows[0]!.states].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('pages zero-based with the default size 10', async () => {
    const first = await list({});
    expect(first.body).toMatchObject({ number: 0, size: 10 });
    expect(first.body.content).toHaveLength(10);
    const second = await list({ page: 1 });
    expect(second.body.content.map((p) => p.productId)).not.toContain(first.body.content[0]!.productId);
  });

  it.each([
    [1, (a: Product, b: Product) => a.price >= b.price],
    [2, (a: Product, b: Product) => a.price <= b.price],
    [3, (a: Product, b: Product) => a.salesVolume >= b.salesVolume],
    [4, (a: Product, b: Product) => a.createdAt >= b.createdAt],
  ])('sorts by order type %i', async (orderType, ordered) => {
    const { content } = (await list({ orderType, size: 50 })).body;
    for (let i = 1; i < content.length; i++) expect(ordered(content[i - 1]!, content[i]!)).toBe(true);
  });

  it('searches by keyword, filters by source and keeps only goods in stock for stockFlag 0', async () => {
    const found = await list({ keyword: '复印纸', size: 100 });
    expect(found.body.totalElements).toBeGreaterThan(0);
    expect(found.body.content.every((p) => p.productName.includes('复印纸'))).toBe(true);
    const jd = await list({ productSource: 'JD', size: 100 });
    expect(jd.body.content.every((p) => p.productSource === 'JD' && p.currencyCode === 'CNY')).toBe(true);
    const inStock = await list({ stockFlag: 0, size: 100 });
    expect(inStock.body.content.every((p) => [1, 2, 3].includes(p.stockState))).toBe(true);
    expect(inStock.body.totalElements).toBeLessThan((await list({})).body.totalElements);
    expect((await list({ keyword: '%' })).body.totalElements).toBe(0);
  });

  it('answers 400 with the failed shape for an unknown order type, nothing listed', async () => {
    const bad = await list({ orderType: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(failedShape('error.validation'));
  });

  it("lists only the caller's tenant goods", async () => {
    const mine = new Set((await list({ size: 100 })).body.content.map((p) => p.productId));
    const theirs = (await list({ size: 100 }, other)).body.content.map((p) => p.productId);
    expect(theirs.some((id) => mine.has(id))).toBe(false);
  });

  it('serves the image of every product without a token', async () => {
    const { content } = (await list({ size: 5 })).body;
    const image = await server.app.inject({ method: 'GET', url: content[0]!.imagePath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    for (const { file, svg } of productImages()) expect(existsSync(join(PRODUCT_IMAGES_DIR, file)) && svg.length > 0).toBe(true);
    const paths = await server.db.query<{ path: string }>('select distinct image_path as path from products');
    for (const { path } of paths) expect(existsSync(join(PRODUCT_IMAGES_DIR, path.split('/').pop()!))).toBe(true);
  });
});
