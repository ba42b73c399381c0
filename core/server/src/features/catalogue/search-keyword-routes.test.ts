import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
}, 600_000);
afterAll(() => server.close());

const post = (who: SignedIn, path: 'hot-keyword' | 'suggest', payload: object) =>
  server.app.inject({ method: 'POST', url: `/sads/v1/${who.user.organizationId}/${path}`, headers: who.auth, payload });
const search = (who: SignedIn, keyword: string, page = 0) =>
  server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/products`, headers: who.auth, query: { keyword, page: String(page) } });

describe('hot keywords and suggestions', () => {
  it("falls back to the tenant's best-selling categories and brands before anyone searched", async () => {
    const response = await post(buyer, 'hot-keyword', { channel: 'ENTERPRISE' });
    expect(response.statusCode).toBe(200);
    const [top] = await server.db.query<{ name: string }>(
      `select name from (select category_name as name, sum(sales_volume) as sold from products where tenant_id = $1 and shelf_flag = 1 group by category_name
        union all select brand_name, sum(sales_volume) from products where tenant_id = $1 and shelf_flag = 1 group by brand_name) k order by sold desc, name limit 1`,
      [buyer.user.tenantId],
    );
    expect(response.json()[0]).toBe(top!.name);
    expect(response.json().length).toBeLessThanOrEqual(10);
  });

  it('answers the most searched keywords of the tenant and channel, first pages only, not another tenant', async () => {
    for (const keyword of ['Paper', 'paper ', 'toner', 'paper']) await search(buyer, keyword);
    await search(buyer, 'toner', 1);
    await search(buyer, 'toner', 2);
    await search(other, 'chair');
    await search(other, 'chair');
    expect((await post(buyer, 'hot-keyword', { channel: 'ENTERPRISE' })).json()).toEqual(['paper', 'toner']);
    expect((await post(other, 'hot-keyword', { channel: 'ENTERPRISE' })).json()).toEqual(['chair']);
    const personal = (await post(buyer, 'hot-keyword', { channel: 'PERSONAL' })).json();
    expect(personal).not.toContain('paper');
  });

  it('suggests at most 10 names and brands of the tenant on shelf, those starting with the keyword first', async () => {
    const [product] = await server.db.query<{ name: string }>(`select product_name as name from products where tenant_id = $1 and shelf_flag = 1 order by id limit 1`, [buyer.user.tenantId]);
    const word = product!.name.slice(0, 2);
    const answer = (await post(buyer, 'suggest', { channel: 'ENTERPRISE', keyword: word })).json() as string[];
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.length).toBeLessThanOrEqual(10);
    for (const text of answer) expect(text.toLowerCase()).toContain(word.toLowerCase());
    const starts = answer.map((text) => text.toLowerCase().startsWith(word.toLowerCase()));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    const ours = await server.db.query<{ name: string }>(`select product_name as name from products where tenant_id = $1 and product_name ilike $2 union select brand_name from products where tenant_id = $1 and brand_name ilike $2`, [buyer.user.tenantId, `%${word}%`]);
    for (const text of answer) expect(ours.map((r) => r.name)).toContain(text);
    expect((await post(buyer, 'suggest', { channel: 'ENTERPRISE', keyword: 'zz-no-such-good-zz' })).json()).toEqual([]);
  });

  it.each([
    ['hot-keyword', {}],
    ['hot-keyword', { channel: 'SHOP' }],
    ['suggest', { channel: 'ENTERPRISE' }],
    ['suggest', { channel: 'ENTERPRISE', keyword: 'x'.repeat(101) }],
  ] as const)('refuses %s with body %j as 400', async (path, body) => {
    expect((await post(buyer, path, body)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'POST', url: `/sads/v1/${buyer.user.organizationId}/hot-keyword`, payload: { channel: 'ENTERPRISE' } });
    expect(response.statusCode).toBe(401);
  });
});
