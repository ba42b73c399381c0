// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { lineExtraFields } from '../line-extras';
import { SANCTION_CHECK_API } from './insurer-routes';

const CHECK = `/marmot/v1/{org}/marmot-api/${SANCTION_CHECK_API}`;
const DEFAULTS = '/smpc/v1/{org}/aeonlife-smpc-catalogs/fetch-catalog-default';

let server: ServerUnderTest;
let buyer: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('hlcx.buyer');
}, 300_000);
afterAll(() => server.close());

/** One product id of a tenant's catalogue in the given category. */
async function productOf(tenantNum: string, category: string): Promise<number> {
  const [row] = await server.query<{ id: number }>(
    `select p.id::float8 as id from products p join tenants t on t.id = p.tenant_id where t.tenant_num = $1 and p.category_code = $2 order by p.id limit 1`,
    [tenantNum, category],
  );
  return row!.id;
}

describe('life-insurer server entry: sanction number check', () => {
  it('answers an approved, current sanction number with its record (case as typed does not matter)', async () => {
    const answer = await buyer.call('POST', CHECK, { body: { cuxCscmroSanctionNumber: 'pz-2025-018' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cuxCscmroSanctionNumber: 'PZ-2025-018',
      sanctionTitle: '2025 年度总部信息化建设批文',
      currencyCode: 'CNY',
      approvedAmount: 500000,
      validTo: '2099-12-31',
    });
  });

  it.each([
    ['PZ-1999-404', 'life-insurer.sanction.not-found', '批文号 PZ-1999-404 不存在'],
    ['PZ-2025-031', 'life-insurer.sanction.revoked', '批文号 PZ-2025-031 已撤销'],
    ['PZ-2023-007', 'life-insurer.sanction.expired', '批文号 PZ-2023-007 已于 2023-12-31 过期'],
  ])('refuses %s with %s', async (number, code, message) => {
    const answer = await buyer.call('POST', CHECK, { body: { cuxCscmroSanctionNumber: number } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ failed: true, code, message });
  });

  it.each([[{}], [{ cuxCscmroSanctionNumber: '' }], [{ cuxCscmroSanctionNumber: 'PZ 2025' }], [{ cuxCscmroSanctionNumber: 'P'.repeat(41) }]])(
    'answers 400 to the malformed body %j',
    async (body) => {
      expect((await buyer.call('POST', CHECK, { body })).status).toBe(400);
    },
  );
});

describe('life-insurer server entry: fetch-catalog-default', () => {
  it("answers each product's default expense detail, in the order asked, leaving out products without one", async () => {
    const [it1, lab, office] = [await productOf('HLCX', 'IT'), await productOf('HLCX', 'LAB'), await productOf('HLCX', 'OFFICE')];
    const answer = await buyer.call('POST', DEFAULTS, { body: { productIds: [office, lab, it1] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { skuId: office, expenseDetailCode: 'ED_OFFICE', expenseDetailName: '办公用品费' },
      { skuId: it1, expenseDetailCode: 'ED_IT', expenseDetailName: '信息设备购置费' },
    ]);
  });

  it("tells nothing about another tenant's products", async () => {
    const foreign = await productOf('GOLDEN', 'IT');
    const answer = await buyer.call('POST', DEFAULTS, { body: { productIds: [foreign] } });
    expect(answer).toEqual({ status: 200, body: [] });
  });

  it.each([[{}], [{ productIds: [] }], [{ productIds: ['abc'] }], [{ productIds: [0] }]])('answers 400 to the malformed body %j', async (body) => {
    expect((await buyer.call('POST', DEFAULTS, { body })).status).toBe(400);
  });
});

describe('life-insurer server entry: lookups and tenant scope', () => {
  it('seeds every lookup its line extras use, with the ruling default NA among the ruling numbers', async () => {
    const codes = [...new Set(lineExtraFields.flatMap((f) => (f.lookupCode ? [f.lookupCode] : [])))];
    expect(codes).toContain('SMAL.HLCX_RULING_NUMBER');
    for (const lovCode of codes) {
      const answer = await buyer.call<{ value: string }[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode } });
      expect(answer.body.length, lovCode).toBeGreaterThan(1);
    }
    const usd = await buyer.call<object[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: 'SMAL.HLCX_RULING_NUMBER', currencyCode: 'USD' } });
    expect(usd.body).toEqual([expect.objectContaining({ value: 'CJ-2025-0052', currencyCode: 'USD', residualAmount: 12000 })]);
    const na = await buyer.call<{ value: string; meaning: string }[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: 'SMAL.HLCX_RULING_NUMBER', rulingNumber: 'NA' } });
    expect(na.body.map((v) => [v.value, v.meaning])).toEqual([['NA', '不适用']]);
  });

  it('answers 404 to callers of other tenants, with or without a plugin of their own', async () => {
    const product = await productOf('HLCX', 'IT');
    for (const login of ['t3.buyer', 'jxnm.buyer']) {
      const other = await server.signIn(login);
      expect((await other.call('POST', CHECK, { body: { cuxCscmroSanctionNumber: 'PZ-2025-018' } })).status, login).toBe(404);
      expect((await other.call('POST', DEFAULTS, { body: { productIds: [product] } })).status, login).toBe(404);
    }
  });
});
