import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

// Spec 1 section 2 screen 11 (user status and privacy-term flow, enterprise survey fetch) and
// section 6 (tenant-level versus platform-level: tenant 0 holds the platform's rows).
let server: TestServer;
let golden: SignedIn;
let kingfa: SignedIn;
beforeAll(async () => {
  server = await testServer();
  golden = await signIn(server.app, 'golden.buyer');
  kingfa = await signIn(server.app, 'kingfa.buyer');
});
afterAll(() => server.close());

const get = (who: SignedIn, url: string) => server.app.inject({ method: 'GET', url, headers: who.auth });
const textUrl = (who: SignedIn, query: string) => `/hpfm/v1/${who.user.organizationId}/static-texts/text/by-code?${query}`;

describe('privacy term text', () => {
  it("answers the platform's privacy term in the user's language, and in the asked one", async () => {
    const zh = await get(golden, textUrl(golden, 'textCode=SMAL.PRIVACY_TERM'));
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ tenantId: 0, textCode: 'SMAL.PRIVACY_TERM', lang: 'zh_CN', title: '隐私条款' });
    const en = await get(golden, textUrl(golden, 'textCode=SMAL.PRIVACY_TERM&lang=en_US'));
    expect(en.json()).toMatchObject({ tenantId: 0, lang: 'en_US', title: 'Privacy terms' });
  });

  it("prefers the tenant's own text at the tenant level; the platform path keeps the platform's; other tenants are not affected", async () => {
    await server.app.mall.db.query(
      `insert into static_texts (tenant_id, text_code, lang, title, text) values ($1, 'SMAL.PRIVACY_TERM', 'zh_CN', '金发隐私条款', '本公司条款')`,
      [golden.user.tenantId],
    );
    expect((await get(golden, textUrl(golden, 'textCode=SMAL.PRIVACY_TERM'))).json()).toMatchObject({ tenantId: golden.user.tenantId, title: '金发隐私条款' });
    expect((await get(golden, '/hpfm/v1/static-texts/text/by-code?textCode=SMAL.PRIVACY_TERM')).json()).toMatchObject({ tenantId: 0, title: '隐私条款' });
    expect((await get(kingfa, textUrl(kingfa, 'textCode=SMAL.PRIVACY_TERM'))).json()).toMatchObject({ tenantId: 0, title: '隐私条款' });
  });

  it('answers 404 with the message for a text nobody maintains, and refuses a bad code', async () => {
    const missing = await get(golden, textUrl(golden, 'textCode=NOPE'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ failed: true, code: 'hpfm.static-text.not.found', message: '文本 NOPE 未维护' });
    expect((await get(golden, textUrl(golden, 'textCode=a%20b'))).statusCode).toBe(400);
    expect((await get(golden, textUrl(golden, 'textCode=X&lang=fr_FR'))).statusCode).toBe(400);
  });

  it("refuses another organisation's path", async () => {
    expect((await get(kingfa, textUrl(golden, 'textCode=SMAL.PRIVACY_TERM'))).statusCode).toBe(403);
  });
});

describe('enterprise survey', () => {
  const surveys = (who: SignedIn) => get(who, `/marmot/v1/${who.user.organizationId}/enterprise-surveys`);

  it("lists the tenant's survey, not yet filled in, until user-status records surveyFlag 1 for MALL-PC", async () => {
    const before = (await surveys(golden)).json();
    expect(before.surveyFlag).toBe(0);
    expect(before.surveyList).toEqual([expect.objectContaining({ surveyCode: 'ENTERPRISE-2026', surveyUrl: expect.stringMatching(/^https:\/\//) })]);
    const post = await server.app.inject({
      method: 'POST',
      url: `/iam/v1/${golden.user.organizationId}/user-status`,
      headers: golden.auth,
      payload: { userEnd: 'MALL-PC', surveyFlag: 1 },
    });
    expect(post.json()).toMatchObject({ userEnd: 'MALL-PC', surveyFlag: 1 });
    expect((await surveys(golden)).json().surveyFlag).toBe(1);
    expect((await surveys(kingfa)).json().surveyFlag).toBe(0);
  });

  it("lists only the caller's tenant's surveys", async () => {
    await server.app.mall.db.query(
      `update enterprise_surveys set enabled_flag = 0 where tenant_id = $1`,
      [kingfa.user.tenantId],
    );
    expect((await surveys(kingfa)).json().surveyList).toEqual([]);
    expect((await surveys(golden)).json().surveyList).toHaveLength(1);
  });
});
