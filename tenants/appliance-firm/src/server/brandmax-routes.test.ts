// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';

const PATH = '/smal/v1/{org}/brandmax-budget-infos';
interface Line {
  cartId: number;
  quantity: number;
  latestPrice: number;
}

let server: ServerUnderTest;
let buyer: ServerCaller;
let line: Line;

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('kingfa.buyer');
  const cart = await buyer.call<Line[]>('GET', '/smal/v1/{org}/shopping-carts');
  line = cart.body.find((l) => l.quantity >= 2)!;
}, 300_000);
afterAll(() => server.close());

const rows = (cartId: number, list: object[]) => [{ cartId, brandmaxBudgetInfoList: list }];

describe('appliance-firm server entry: brandmax-budget-infos', () => {
  it('seeds the cost items and, per item, only its attributions', async () => {
    const answer = await buyer.call<{ value: string }[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: 'SMAL.BRANDMAX_COST_ATTRIBUTION', eiCode: 'EI01' } });
    expect(answer.status).toBe(200);
    expect(answer.body.map((v) => v.value)).toEqual(['CC01', 'CC02']);
  });

  it('saves one line through /one, storing the names of the lookup, and lists it back', async () => {
    const saved = await buyer.call('POST', `${PATH}/one`, { body: rows(line.cartId, [{ eiCode: 'EI01', ccCode: 'CC02', eiName: 'forged', quantity: 1 }]) });
    expect(saved.status).toBe(200);
    const listed = await buyer.call<{ eiName: string; ccName: string; ccCodeMeaning: string; quantity: number; budget: string }[]>('GET', PATH, { query: { cartId: line.cartId } });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ eiName: '差旅费', ccName: '市场部', ccCodeMeaning: '市场部', quantity: 1 });
    expect(JSON.parse(listed.body[0]!.budget)).toEqual({ eiCode: 'EI01', eiName: '差旅费', ccCode: 'CC02', ccName: '市场部' });
  });

  it('refuses an attribution outside its cost item, and quantities above the line, storing nothing', async () => {
    const before = await server.query('select count(*)::int as n from brandmax_budget_infos');
    const mismatch = await buyer.call<{ code: string; message: string }>('POST', `${PATH}/one`, { body: rows(line.cartId, [{ eiCode: 'EI02', ccCode: 'CC01', quantity: 1 }]) });
    expect(mismatch.status).toBe(422);
    // The budget panel's own field schema refuses it first: CC01 is not among EI02's attributions.
    expect(mismatch.body).toMatchObject({ failed: true, code: 'field.lookup.unknown', field: 'ccCode', message: '费用归属：所选值不在可选范围内' });
    const tooMany = await buyer.call<{ code: string }>('POST', `${PATH}/one`, { body: rows(line.cartId, [{ eiCode: 'EI01', ccCode: 'CC01', quantity: line.quantity + 1 }]) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('appliance-firm.budget.quantity-exceeds-line');
    const missing = await buyer.call('POST', `${PATH}/one`, { body: rows(line.cartId, [{ eiCode: 'EI01', quantity: 1 }]) });
    expect(missing.status).toBe(400);
    expect(await server.query('select count(*)::int as n from brandmax_budget_infos')).toEqual(before);
  });

  it('answers 404 to callers of other tenants, with or without a plugin of their own', async () => {
    for (const login of ['t3.buyer', 'golden.buyer']) {
      const other = await server.signIn(login);
      const answer = await other.call('GET', PATH, { query: { cartId: line.cartId } });
      expect(answer.status, login).toBe(404);
    }
  });

  it("answers 404 for another user's cart line", async () => {
    const member = await server.signIn('kingfa.member');
    const answer = await member.call<{ code: string }>('GET', PATH, { query: { cartId: line.cartId } });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('smal.cart.line.not.found');
  });

  it('batch overwrites the line and reports a failed budget check for the small budget', async () => {
    const batch = await buyer.call<{ cartId: number; success: number }[]>('POST', PATH, { body: rows(line.cartId, [{ eiCode: 'EI03', ccCode: 'CC06', quantity: line.quantity }]) });
    expect(batch.status).toBe(200);
    const needed = line.quantity * line.latestPrice;
    expect(batch.body).toEqual([needed > 500 ? { cartId: line.cartId, success: 0, errorMessage: 'insufficient budget: CC06' } : { cartId: line.cartId, success: 1 }]);
    const listed = await buyer.call<{ ccCode: string }[]>('GET', PATH, { query: { cartId: line.cartId } });
    expect(listed.body.map((r) => r.ccCode)).toEqual(['CC06']);
  });

  it('answers the remaining budget of each row, other lines’ saved rows deducted', async () => {
    const answer = await buyer.call<{ remainingBudget: number }[]>('POST', `${PATH}/remain`, { body: rows(line.cartId, [{ eiCode: 'EI02', ccCode: 'CC03', quantity: 1 }]) });
    expect(answer.status).toBe(200);
    expect(answer.body[0]!.remainingBudget).toBeCloseTo(80000 - line.latestPrice, 2);
    // While the buyer is still choosing, a row without its attribution gets no figure, not an error.
    const draft = await buyer.call<{ remainingBudget?: number }[]>('POST', `${PATH}/remain`, { body: rows(line.cartId, [{ eiCode: 'EI02' }]) });
    expect(draft.status).toBe(200);
    expect(draft.body[0]!.remainingBudget).toBeUndefined();
  });

  it('deletes saved rows by id and refuses an unknown one, deleting nothing', async () => {
    const listed = await buyer.call<{ budgetId: number; eiCode: string; ccCode: string; quantity: number }[]>('GET', PATH, { query: { cartId: line.cartId } });
    const unknown = await buyer.call('DELETE', PATH, { body: rows(line.cartId, [...listed.body, { budgetId: 999999, eiCode: 'EI01', ccCode: 'CC01', quantity: 1 }]) });
    expect(unknown.status).toBe(404);
    expect((await buyer.call<unknown[]>('GET', PATH, { query: { cartId: line.cartId } })).body).toHaveLength(listed.body.length);
    const deleted = await buyer.call('DELETE', PATH, { body: rows(line.cartId, listed.body) });
    expect(deleted.body).toEqual({ deleted: listed.body.length });
  });
});
