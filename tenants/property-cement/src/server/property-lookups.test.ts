// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { propertyFields } from '../property-dimensions';
import { ASSET_CATEGORIES } from './property-cart';
import { PROPERTY_LOOKUPS } from './property-lookups';

interface Row {
  value: string;
  meaning: string;
  parentValue?: string;
  leafFlag?: number;
  levelNum?: number;
  [column: string]: unknown;
}

let server: ServerUnderTest;
let buyer: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('jxnm.buyer');
}, 300_000);
afterAll(() => server.close());

const lov = async (caller: ServerCaller, lovCode: string, filters: Record<string, string> = {}) => {
  const answer = await caller.call<Row[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode, ...filters } });
  expect(answer.status).toBe(200);
  return answer.body;
};

const lookupCodes = [...new Set(propertyFields.flatMap((f) => (f.lookupCode ? [f.lookupCode] : [])))];

describe('property-cement server entry: lookup seeds', () => {
  it('names a seeded value set for every lookup its budget fields use', () => {
    expect(lookupCodes.length).toBeGreaterThanOrEqual(5);
    for (const code of lookupCodes) expect(PROPERTY_LOOKUPS[code]?.length, code).toBeGreaterThan(0);
  });

  it.each(lookupCodes)('serves %s to the tenant with its own values', async (code) => {
    const rows = await lov(buyer, code);
    expect(rows.map((r) => r.value)).toEqual(PROPERTY_LOOKUPS[code]!.map((v) => v.value));
    expect(rows.every((r) => r.meaning)).toBe(true);
  });

  it.each([
    // code, value, parentValue, levelNum, leafFlag: upper levels are there but marked as not leaves
    ['SMAL.JXNM_DEPARTMENT', 'D20', undefined, 1, 0],
    ['SMAL.JXNM_DEPARTMENT', 'D2010', 'D20', 2, 0],
    ['SMAL.JXNM_DEPARTMENT', 'D201010', 'D2010', 3, 1],
    ['SMAL.JXNM_DEPARTMENT', 'D1020', 'D10', 2, 1],
    ['SMAL.JXNM_BUDGET_SUBJECT', '6602', undefined, 1, 0],
    ['SMAL.JXNM_BUDGET_SUBJECT', '660203', '6602', 2, 0],
    ['SMAL.JXNM_BUDGET_SUBJECT', '66020302', '660203', 3, 1],
  ] as const)('%s %s: parent %s, level %i, leafFlag %i', async (code, value, parentValue, levelNum, leafFlag) => {
    const row = (await lov(buyer, code)).find((r) => r.value === value);
    expect(row).toMatchObject({ levelNum, leafFlag });
    expect(row?.parentValue).toBe(parentValue);
  });

  it('filters the tree by leafFlag and by parent, and fills the name columns with the meaning', async () => {
    const leaves = await lov(buyer, 'SMAL.JXNM_DEPARTMENT', { leafFlag: '1' });
    expect(leaves.map((r) => r.value)).toEqual(['D1010', 'D1020', 'D1030', 'D201010', 'D201020', 'D2020', 'D3010', 'D3020']);
    const plant = await lov(buyer, 'SMAL.JXNM_DEPARTMENT', { parentValue: 'D2010' });
    expect(plant.map((r) => [r.value, r.departmentName])).toEqual([
      ['D201010', '生料车间'],
      ['D201020', '熟料车间'],
    ]);
    const [subject] = await lov(buyer, 'SMAL.JXNM_BUDGET_SUBJECT', { subjectsCode: '660202' });
    expect(subject).toMatchObject({ meaning: '差旅费', subjectsName: '差旅费' });
  });

  it("keeps the tenant's values to itself: another tenant sees none of them and the platform's fee types", async () => {
    const other = await server.signIn('t3.buyer');
    expect(await lov(other, 'SMAL.JXNM_DEPARTMENT')).toEqual([]);
    const fees = (await lov(other, 'SMAL.FEE_TYPE')).map((r) => r.value);
    expect(fees).toContain('TRAVEL');
    expect(fees).not.toContain('PROPERTY_REPAIR');
  });
});

describe('property-cement server entry: budgets by use department', () => {
  it.each([
    ['D201010', ['JX-RAW-2025', 'JX-RAW-2025-CAPEX']],
    ['D1010', ['JX-ADM-2025']],
    // No budget is maintained for the IT department: the search finds nothing.
    ['D1030', []],
  ] as const)('the budget number search of department %s finds %j', async (costCode, codes) => {
    expect((await lov(buyer, 'SMAL.JXNM_BUDGET_NUMBER', { costCode })).map((r) => r.value)).toEqual(codes);
  });

  it("saves a budget row of the tenant's dimensions through core's budget-infos, drawing on the named budget", async () => {
    const [line] = await cart(buyer);
    const budget = JSON.stringify({ costCode: 'D201010', budgetCode: 'JX-RAW-2025', expensesSubject: 'PRODUCTION_MATERIAL', subjectsCategoryCode: 'MACHINERY', manageUnitCode: 'D1010' });
    const saved = await buyer.call<{ budgetInfoList: { budget: string; remainingBudget: number }[] }>('POST', '/smal/v1/{org}/budget-infos', {
      body: { cartId: line!.cartId, budgetInfoList: [{ orderSeq: 1, budget, quantity: 1 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.budgetInfoList.map((r) => JSON.parse(r.budget).budgetCode)).toEqual(['JX-RAW-2025']);
  });
});

interface Line {
  cartId: number;
  itemCode: string;
  attributeVarchar1?: string;
}

const cart = async (caller: ServerCaller) => {
  const answer = await caller.call<Line[]>('GET', '/smal/v1/{org}/shopping-carts');
  expect(answer.status).toBe(200);
  return answer.body;
};
// Seeded item codes read CATA-<category>-<number>.
const isAsset = (line: Line) => ASSET_CATEGORIES.includes(line.itemCode.split('-')[1] ?? '');

describe('property-cement server entry: asset purchases in the cart', () => {
  it("flags the demo buyer's cart lines of asset categories with attributeVarchar1 = 1, and only those", async () => {
    const lines = await cart(buyer);
    expect(lines.filter(isAsset).length).toBeGreaterThan(0);
    expect(lines.filter(isAsset).length).toBeLessThan(lines.length);
    expect(lines.map((l) => [l.itemCode, l.attributeVarchar1])).toEqual(lines.map((l) => [l.itemCode, isAsset(l) ? '1' : undefined]));
  });

  it("leaves other tenants' carts alone", async () => {
    const lines = await cart(await server.signIn('t3.buyer'));
    expect(lines.some(isAsset)).toBe(true);
    expect(lines.every((l) => l.attributeVarchar1 === undefined)).toBe(true);
  });
});
