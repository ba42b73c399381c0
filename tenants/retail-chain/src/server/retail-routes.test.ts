// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';

const DEFAULTS = '/smal/v1/{org}/cscro-budget-defaults/get';
const LOVS = '/hpfm/v1/{org}/lovs/data';

let server: ServerUnderTest;
let buyer: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('golden.buyer');
}, 300_000);
afterAll(() => server.close());

const values = async (lovCode: string, query: Record<string, string> = {}) => {
  const answer = await buyer.call<{ value: string; meaning: string }[]>('GET', LOVS, { query: { lovCode, ...query } });
  expect(answer.status).toBe(200);
  return answer.body.map((v) => v.value);
};

describe('retail-chain server entry: cscro-budget-defaults', () => {
  it("answers the company's account, cost code and subject with their meanings, and the subject's project", async () => {
    const answer = await buyer.call('GET', DEFAULTS, { query: { companyId: buyer.user.companyId } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      account: 'PC-SH01',
      accountMeaning: '上海徐汇店',
      costCode: 'STORE_SUPPLIES',
      costCodeMeaning: '门店耗材',
      subject: '6601-001',
      subjectMeaning: '门店装修费',
      projectNum: 'PRJ-2026-001',
      projectNumMeaning: '华东门店翻新',
    });
  });

  it('refuses a missing or malformed companyId with 400', async () => {
    for (const query of [{}, { companyId: 'abc' }, { companyId: '0' }] as Record<string, string>[]) {
      const answer = await buyer.call<{ failed: boolean }>('GET', DEFAULTS, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.failed).toBe(true);
    }
  });

  it('answers 404 for a company without defaults', async () => {
    const answer = await buyer.call<{ code: string; message: string }>('GET', DEFAULTS, { query: { companyId: buyer.user.companyId + 100000 } });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('retail-chain.budget-defaults.not-found');
  });

  it('answers 404 to callers of other tenants, with or without a plugin of their own', async () => {
    for (const login of ['t3.buyer', 'kingfa.buyer']) {
      const other = await server.signIn(login);
      const answer = await other.call('GET', DEFAULTS, { query: { companyId: other.user.companyId } });
      expect(answer.status, login).toBe(404);
    }
  });

  it("refuses another organisation's path with 403", async () => {
    const answer = await buyer.call('GET', DEFAULTS.replace('{org}', String(buyer.user.organizationId + 1)), { query: { companyId: buyer.user.companyId } });
    expect(answer.status).toBe(403);
  });
});

describe('retail-chain server entry: dimension value sets', () => {
  it('lists the projects, profit centres, fee types and the company', async () => {
    expect(await values('SCUX.GOLDEN_PROJECT')).toEqual(['PRJ-2026-001', 'PRJ-2026-002', 'PRJ-2026-003']);
    expect(await values('SCUX.GOLDEN_PROFIT_CENTER')).toEqual(['PC-SH01', 'PC-SH02', 'PC-HZ01', 'PC-DC01']);
    expect(await values('SCUX.GOLDEN_FEE_TYPE')).toContain('STORE_SUPPLIES');
    expect(await values('SCUX.GOLDEN_COMPANY')).toEqual([String(buyer.user.companyId)]);
  });

  it("lists only the chosen project's budget subjects", async () => {
    expect(await values('SCUX.GOLDEN_BUDGET_SUBJECT', { projectNum: 'PRJ-2026-002' })).toEqual(['6601-002', '6603-002']);
    expect(await values('SCUX.GOLDEN_BUDGET_SUBJECT', { projectNum: 'PRJ-2026-001' })).toEqual(['6601-001', '6602-001']);
  });

  it("keeps the tenant's value sets from other tenants", async () => {
    const other = await server.signIn('t3.buyer');
    const answer = await other.call<unknown[]>('GET', LOVS, { query: { lovCode: 'SCUX.GOLDEN_PROJECT' } });
    expect(answer.body).toEqual([]);
  });
});

describe("retail-chain budget rows through core's budget calls", () => {
  it("keeps a row whose subject is one of the project's budget pools, with its name and what is left", async () => {
    const cart = await buyer.call<{ cartId: number }[]>('GET', '/smal/v1/{org}/shopping-carts');
    const cartId = cart.body[0]!.cartId;
    const budget = JSON.stringify({ projectNum: 'PRJ-2026-002', companyId: buyer.user.companyId, budgetCode: '6601-002', costTypeCode: 'MARKETING' });
    const saved = await buyer.call('POST', '/smal/v1/{org}/budget-infos', { body: { cartId, budgetInfoList: [{ orderSeq: 1, budget, quantity: 1 }] } });
    expect(saved.status).toBe(200);
    const read = await buyer.call<{ budgetInfoList: Record<string, unknown>[] }>('GET', '/smal/v1/{org}/budget-infos', { query: { cartId } });
    expect(read.body.budgetInfoList).toHaveLength(1);
    expect(read.body.budgetInfoList[0]).toMatchObject({ budgetCode: '6601-002', budgetName: '开业物料', remainingBudget: 80000 });
    expect(JSON.parse(read.body.budgetInfoList[0]!.budget as string)).toMatchObject({ projectNum: 'PRJ-2026-002', costTypeCode: 'MARKETING' });
  });
});

describe('retail-chain server entry: cart stock and surcharges', () => {
  it("returns the stock and surcharge figures on the demo buyer's cart lines", async () => {
    const cart = await buyer.call<Record<string, unknown>[]>('GET', '/smal/v1/{org}/shopping-carts');
    expect(cart.status).toBe(200);
    const figures = cart.body.map((l) => [l.scuxStockQuantity, l.scuxShipQuantity, l.scuxTotalStockQuantity, l.attributeDecimal1, l.attributeDecimal2, l.attributeDecimal3]);
    expect(figures).toHaveLength(3);
    for (const [stock, ship, total] of figures) expect(total).toBe((stock as number) + (ship as number));
    expect(new Set(cart.body.map((l) => l.attributeVarchar2))).toEqual(new Set(['PC-SH01', 'PC-HZ01']));
  });

  it('gives other tenants’ carts none of them', async () => {
    const other = await server.signIn('kingfa.buyer');
    const cart = await other.call<Record<string, unknown>[]>('GET', '/smal/v1/{org}/shopping-carts');
    expect(cart.body.some((l) => 'scuxStockQuantity' in l)).toBe(false);
  });
});
