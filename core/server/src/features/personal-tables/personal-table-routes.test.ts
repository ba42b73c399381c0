import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  member = await signIn(server.app, 't3.member');
  other = await signIn(server.app, 'golden.buyer');
});
afterAll(() => server.close());

const path = (who: SignedIn) => `/hpfm/v1/${who.user.organizationId}/personal-tables`;
const load = async (who: SignedIn, code: string) => {
  const response = await server.app.inject({ method: 'GET', url: `${path(who)}?code=${code}`, headers: who.auth });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const save = async (who: SignedIn, payload: unknown, url = path(who)) => {
  const response = await server.app.inject({ method: 'POST', url, headers: { ...who.auth, 'accept-language': 'en' }, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};
const layout = JSON.stringify({ columns: [{ key: 'price', width: 140, hidden: false }, { key: 'quantity', hidden: true }] });

describe('personal tables', () => {
  it("keeps the caller's layout per table code and answers it back", async () => {
    expect((await load(buyer, 'mall.cart.lines')).status).toBe(204);
    const saved = await save(buyer, { code: 'mall.cart.lines', dataJson: layout, tenantId: buyer.user.tenantId, userId: buyer.user.id });
    expect(saved.status).toBe(200);
    expect(await load(buyer, 'mall.cart.lines')).toEqual({
      status: 200,
      body: { code: 'mall.cart.lines', tenantId: buyer.user.tenantId, userId: buyer.user.id, dataJson: layout },
    });
    const changed = JSON.stringify({ columns: [{ key: 'price', width: 200 }] });
    await save(buyer, { code: 'mall.cart.lines', dataJson: changed });
    expect((await load(buyer, 'mall.cart.lines')).body.dataJson).toBe(changed);
    expect((await load(buyer, 'mall.product.list')).status).toBe(204);
  });

  it("another user of the same tenant, or of another tenant, does not see it", async () => {
    await save(buyer, { code: 'mall.private', dataJson: layout });
    expect((await load(member, 'mall.private')).status).toBe(204);
    expect((await load(other, 'mall.private')).status).toBe(204);
  });

  it("refuses a body naming another user or tenant, and another organisation's path", async () => {
    expect((await save(buyer, { code: 'mall.x', dataJson: layout, userId: member.user.id })).status).toBe(403);
    expect((await save(buyer, { code: 'mall.x', dataJson: layout, tenantId: other.user.tenantId })).status).toBe(403);
    expect((await save(buyer, { code: 'mall.x', dataJson: layout }, path(other))).status).toBe(403);
    expect((await load(member, 'mall.x')).status).toBe(204);
  });

  it.each([
    ['no code', { dataJson: layout }],
    ['a code with a slash', { code: 'a/b', dataJson: layout }],
    ['no layout', { code: 'mall.x' }],
    ['a layout over 20000 characters', { code: 'mall.x', dataJson: JSON.stringify({ a: 'x'.repeat(20_000) }) }],
    ['an unknown property', { code: 'mall.x', dataJson: layout, extra: 1 }],
  ])('refuses %s', async (_name, payload) => {
    expect((await save(buyer, payload)).status).toBe(400);
  });

  it('refuses a layout that is not JSON', async () => {
    const { status, body } = await save(buyer, { code: 'mall.x', dataJson: '{not json' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ...failedShape('hpfm.personal-table.data-json'), message: '表格个性化配置不是合法的 JSON' });
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${path(buyer)}?code=mall.x` });
    expect(response.statusCode).toBe(401);
  });
});
