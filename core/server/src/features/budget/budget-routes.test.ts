import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { PLAIN, pickProduct } from '../cart/cart-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 't3.buyer');
  member = await signIn(server.app, 't3.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, query?: Record<string, string>) =>
  server.app.inject({ method, url: `/smal/v1/${who.user.organizationId}/budget-infos${path}`, headers: who.auth, query, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function cartLine(quantity: number, offset = 0): Promise<{ cartId: number; price: number }> {
  const product = await pickProduct(server.db, buyer.user.tenantId, `${PLAIN} and p.price between 10 and 100`, offset);
  const response = await server.app.inject({
    method: 'POST', url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`, headers: buyer.auth, payload: { productId: product.id, quantity },
  });
  return { cartId: response.json().cartId, price: product.price };
}
const row = (code: string, quantity?: number, budgetId?: number) => ({ budgetId, budget: JSON.stringify({ budgetCode: code, feeType: 'OFFICE' }), quantity });
const pool = async (code: string) =>
  (await server.db.query<{ amount: number; occupied: number }>('select amount::float8 as amount, occupied::float8 as occupied from budgets where tenant_id = $1 and budget_code = $2', [buyer.user.tenantId, code]))[0]!;

describe('budget rows of a cart line', () => {
  it('adds rows (status add -> update), reads them with the remaining budget, updates and deletes them', async () => {
    const line = await cartLine(4);
    const saved = await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-OFFICE', 3)] });
    expect(saved.statusCode).toBe(200);
    const [first] = saved.json().budgetInfoList;
    expect(first).toMatchObject({ cartId: line.cartId, budgetCode: 'BUD-OFFICE', quantity: 3, remainingBudget: 200000, action: 'update' });
    const read = (await call(buyer, 'GET', '', undefined, { cartId: String(line.cartId) })).json();
    expect(read.budgetInfoList).toHaveLength(1);
    expect(read.budgetList.map((b: { budgetCode: string }) => b.budgetCode)).toEqual(['BUD-IT', 'BUD-OFFICE', 'BUD-PETTY', 'BUD-TRAVEL']);
    const updated = await call(buyer, 'POST', '/update-quantity', [{ budgetId: first.budgetId, quantity: 2 }]);
    expect(updated.json()[0].budgetInfoList[0].quantity).toBe(2);
    const deleted = await call(buyer, 'DELETE', '', [{ cartId: line.cartId, budgetInfoList: [{ budgetId: first.budgetId }] }]);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await call(buyer, 'GET', '', undefined, { cartId: String(line.cartId) })).json().budgetInfoList).toEqual([]);
  });

  it.each([
    ['a row without quantity', [row('BUD-OFFICE')], 422, 'budget.quantity.required', 'please enter quantity'],
    ['quantities above the line quantity', [row('BUD-OFFICE', 3), row('BUD-IT', 3)], 422, 'smal.budget.quantity.exceeds.line', 'The budget quantities exceed the line quantity 4'],
    // The tenant's field schema (core's configured budget dimension) refuses these before the budget is looked up.
    ['a budget of no code', [{ budget: '{}', quantity: 1 }], 422, 'field.required', 'Budget is required'],
    ['an unknown budget', [row('BUD-NONE', 1)], 422, 'field.lookup.unknown', 'Budget: the value is not one of the choices'],
  ])('refuses %s and changes nothing', async (_name, rows, status, code, text) => {
    const line = await cartLine(4, 1);
    const before = await fingerprint(server.db);
    const response = await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: rows });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(failedShape(code));
    if (text) expect(response.json().message).toBe(text);
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('batch-create overwrites the rows of every listed line and needs non-zero quantities', async () => {
    const a = await cartLine(2, 2);
    const b = await cartLine(2, 3);
    await call(buyer, 'POST', '', { cartId: a.cartId, budgetInfoList: [row('BUD-IT', 1)] });
    const batch = await call(buyer, 'POST', '/batch-create', [a, b].map((l) => ({ cartId: l.cartId, budgetInfoList: [row('BUD-TRAVEL', 2)] })));
    expect(batch.statusCode).toBe(200);
    expect(batch.json().map((d: { budgetInfoList: { budgetCode: string }[] }) => d.budgetInfoList.map((r) => r.budgetCode))).toEqual([['BUD-TRAVEL'], ['BUD-TRAVEL']]);
    const zero = await call(buyer, 'POST', '/batch-create', [{ cartId: a.cartId, budgetInfoList: [row('BUD-TRAVEL', 0)] }]);
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toMatchObject({ code: 'budget.quantity.required' });
  });

  it("never reads or writes another buyer's or tenant's line: 404, nothing changed", async () => {
    const line = await cartLine(2, 4);
    await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-OFFICE', 1)] });
    const before = await fingerprint(server.db);
    for (const intruder of [member, stranger]) {
      expect((await call(intruder, 'GET', '', undefined, { cartId: String(line.cartId) })).statusCode).toBe(404);
      const write = await call(intruder, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-OFFICE', 1)] });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual(failedShape('smal.cart.line.not.found'));
      expect((await call(intruder, 'POST', '/budget-occupy', [{ cartId: line.cartId }])).statusCode).toBe(404);
    }
    expect(await fingerprint(server.db)).toBe(before);
  });
});

describe('budget occupy and release', () => {
  it('answers the remaining budget of rows still being chosen (by orderSeq), of saved rows (by budgetId), and none for a row without a budget', async () => {
    const line = await cartLine(5, 9);
    const saved = (await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-OFFICE', 1)] })).json().budgetInfoList[0];
    const travel = await pool('BUD-TRAVEL');
    const asked = [{ budgetId: saved.budgetId, budget: saved.budget, quantity: 1 }, { orderSeq: 7, ...row('BUD-TRAVEL', 2) }, { orderSeq: 8, budget: '{}', quantity: 1 }];
    const answer = (await call(buyer, 'POST', '/budget-occupy/remain', [{ cartId: line.cartId, budgetInfoList: asked }])).json();
    const [kept, chosen, empty] = answer[0].budgetInfoList;
    expect(kept).toMatchObject({ budgetId: saved.budgetId, budgetCode: 'BUD-OFFICE', action: 'update' });
    expect(chosen).toMatchObject({ orderSeq: 7, budgetCode: 'BUD-TRAVEL', remainingBudget: travel.amount - travel.occupied, action: 'add' });
    expect(empty).toMatchObject({ orderSeq: 8 });
    expect(empty.remainingBudget).toBeUndefined();
    const foreign = await call(buyer, 'POST', '/budget-occupy/remain', [{ cartId: line.cartId, budgetInfoList: [{ budgetId: saved.budgetId + 100000, budget: saved.budget }] }]);
    expect(foreign.statusCode).toBe(404);
  });

  it('occupies quantity x price, reports the remainder, re-occupies without double counting and releases', async () => {
    const line = await cartLine(3, 5);
    await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-OFFICE', 3)] });
    const start = await pool('BUD-OFFICE');
    const amount = Math.round(line.price * 3 * 100) / 100;
    expect((await call(buyer, 'POST', '/budget-occupy', [{ cartId: line.cartId }])).statusCode).toBe(200);
    expect((await pool('BUD-OFFICE')).occupied).toBeCloseTo(start.occupied + amount, 2);
    await call(buyer, 'POST', '/budget-occupy', [{ cartId: line.cartId }]);
    expect((await pool('BUD-OFFICE')).occupied).toBeCloseTo(start.occupied + amount, 2);
    const remain = (await call(buyer, 'POST', '/budget-occupy/remain', [{ cartId: line.cartId }])).json();
    expect(remain[0].budgetInfoList[0].remainingBudget).toBeCloseTo(start.amount - start.occupied - amount, 2);
    expect((await call(buyer, 'POST', '/budget-release', [{ cartId: line.cartId }])).json()).toEqual({ released: 1 });
    expect((await pool('BUD-OFFICE')).occupied).toBeCloseTo(start.occupied, 2);
  });

  it('refuses an occupy beyond the budget with the budget name, holding nothing', async () => {
    const line = await cartLine(30, 6);
    await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-PETTY', 30)] });
    const before = await pool('BUD-PETTY');
    const response = await call(buyer, 'POST', '/budget-occupy', [{ cartId: line.cartId }]);
    if (line.price * 30 > 1000) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'smal.budget.insufficient', message: 'Insufficient budget: 小额备用金' });
      expect(await pool('BUD-PETTY')).toEqual(before);
    } else {
      expect(response.statusCode).toBe(200);
    }
  });

  it('never lets parallel occupies take more than the budget holds', async () => {
    await server.db.query(`update budgets set amount = 1000, occupied = 0 where tenant_id = $1 and budget_code = 'BUD-TRAVEL'`, [buyer.user.tenantId]);
    const lines: { cartId: number; price: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const line = await cartLine(1);
      // Each line asks for about 300 of the 1,000: at most three fit.
      const quantity = Math.ceil(300 / line.price);
      await server.app.inject({ method: 'POST', url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`, headers: buyer.auth, payload: { cartId: line.cartId, productId: (await server.db.query<{ p: number }>('select product_id as p from cart_lines where id = $1', [line.cartId]))[0]!.p, quantity } });
      await call(buyer, 'POST', '', { cartId: line.cartId, budgetInfoList: [row('BUD-TRAVEL', quantity)] });
      lines.push(line);
    }
    const responses = await Promise.all(lines.map((line) => call(buyer, 'POST', '/budget-occupy', [{ cartId: line.cartId }])));
    const granted = responses.filter((r) => r.statusCode === 200).length;
    expect(responses.every((r) => r.statusCode === 200 || r.json().code === 'smal.budget.insufficient')).toBe(true);
    const after = await pool('BUD-TRAVEL');
    expect(after.occupied).toBeLessThanOrEqual(1000);
    const [held] = await server.db.query<{ sum: number; n: number }>(
      `select coalesce(sum(o.amount), 0)::float8 as sum, count(*)::int as n from budget_occupations o join budgets b on b.id = o.pool_id
        where b.tenant_id = $1 and b.budget_code = 'BUD-TRAVEL' and o.released_flag = 0`,
      [buyer.user.tenantId],
    );
    expect(held!.sum).toBeCloseTo(after.occupied, 2);
    expect(held!.n).toBe(granted);
    expect(granted).toBeGreaterThanOrEqual(2);
    expect(granted).toBeLessThanOrEqual(3);
  });
});
