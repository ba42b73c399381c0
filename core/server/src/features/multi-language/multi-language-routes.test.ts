import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  colleague = await signIn(server.app, 't3.member');
  other = await signIn(server.app, 'golden.buyer');
});
afterAll(() => server.close());

const read = async (who: SignedIn, query: string) => {
  const response = await server.app.inject({ method: 'GET', url: `/hpfm/v1/multi-language?${query}`, headers: who.auth });
  return { status: response.statusCode, body: response.json() };
};
const write = async (who: SignedIn, payload: unknown) => {
  const response = await server.app.inject({ method: 'POST', url: '/hpfm/v1/multi-language', headers: { ...who.auth, 'accept-language': 'en' }, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};

describe('tenant languages and multi-language texts', () => {
  it("lists the tenant's languages (the platform's when it has none of its own)", async () => {
    const response = await server.app.inject({ method: 'GET', url: `/hpfm/v1/${buyer.user.organizationId}/tenant-languages/list`, headers: buyer.auth });
    expect(response.json()).toEqual([
      { code: 'zh_CN', name: '简体中文' },
      { code: 'en_US', name: 'English' },
    ]);
  });

  it('answers one text per language, empty before any is kept', async () => {
    expect((await read(buyer, 'fieldName=addressName&_token=address:1')).body).toEqual([
      { code: 'zh_CN', name: '简体中文', value: '' },
      { code: 'en_US', name: 'English', value: '' },
    ]);
  });

  it('keeps the texts for the tenant: a colleague reads them, another tenant does not', async () => {
    const saved = await write(buyer, { fieldName: 'remark', _token: 'order:7', values: [{ code: 'zh_CN', value: '备注' }, { code: 'en_US', value: 'Remark' }] });
    expect(saved.status).toBe(200);
    expect((await read(colleague, 'fieldName=remark&_token=order:7')).body.map((l: { value: string }) => l.value)).toEqual(['备注', 'Remark']);
    expect((await read(other, 'fieldName=remark&_token=order:7')).body.map((l: { value: string }) => l.value)).toEqual(['', '']);
  });

  it('allows 60 characters in Chinese and 120 in other languages, and refuses one more', async () => {
    const ok = await write(buyer, { fieldName: 'name', _token: 'x:1', values: [{ code: 'zh_CN', value: '中'.repeat(60) }, { code: 'en_US', value: 'e'.repeat(120) }] });
    expect(ok.status).toBe(200);
    const zh = await write(buyer, { fieldName: 'name', _token: 'x:1', values: [{ code: 'zh_CN', value: '中'.repeat(61) }] });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ ...failedShape('hpfm.multi-language.too-long'), message: '简体中文不能超过60个字符' });
    const en = await write(buyer, { fieldName: 'name', _token: 'x:1', values: [{ code: 'en_US', value: 'e'.repeat(121) }] });
    expect(en.body.message).toBe('English不能超过120个字符');
    // Nothing of a refused write is kept.
    expect((await read(buyer, 'fieldName=name&_token=x:1')).body.map((l: { value: string }) => l.value.length)).toEqual([60, 120]);
  });

  it.each([
    ['a language the tenant does not have', { fieldName: 'n', _token: 't', values: [{ code: 'fr_FR', value: 'x' }] }, 400],
    ['no token', { fieldName: 'n', values: [] }, 400],
    ['a token with a space', { fieldName: 'n', _token: 'a b', values: [] }, 400],
    ['an unknown property', { fieldName: 'n', _token: 't', values: [], tenantId: 1 }, 400],
  ])('refuses %s', async (_name, payload, status) => {
    expect((await write(buyer, payload)).status).toBe(status);
  });

  it('needs fieldName and _token to read', async () => {
    expect((await read(buyer, 'fieldName=remark')).status).toBe(400);
  });
});
