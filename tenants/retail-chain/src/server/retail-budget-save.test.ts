// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import type { CartLine } from '@mall/sdk';
import plugin from '../index';

// Issue 19 section 5: the kit saves budget rows through core's panel store, budget API, HTTP
// client and error catalogue against the gateway with this tenant's server entry and seed, so
// a value the browser lets through and the server refuses fails in the kit as in the mall.
let server: ServerUnderTest;
let buyer: ServerCaller;
let cartId: number;

const stored = async () => (await server.query<{ n: number }>('select count(*)::int as n from budget_infos where cart_id = $1', [cartId]))[0]!.n;
// A row as the buyer picks it: project, then a subject within it, then the fee type.
const row = (costTypeCode: string) => ({ values: { projectNum: 'PRJ-2026-001', budgetCode: '6601-001', costTypeCode, quantity: 1 } });

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('golden.buyer');
  const cart = await buyer.call<CartLine[]>('GET', '/smal/v1/{org}/shopping-carts');
  cartId = cart.body[0]!.cartId;
}, 300_000);
afterAll(() => server.close());

describe('retail-chain budget save in the kit, through core', () => {
  it('saves a row whose codes are all in the seed, and the server stores it', async () => {
    const before = await stored();
    const result = await buyer.saveBudget(plugin, { cartIds: [cartId], rows: [row('STORE_SUPPLIES')] });
    expect(result).toMatchObject({ saved: true, findings: [], shown: [] });
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a required field left empty in the browser, before any call (spec 3: project number cannot be empty)', async () => {
    const before = await stored();
    const result = await buyer.saveBudget(plugin, { cartIds: [cartId], rows: [{ values: { projectNum: '', budgetCode: '', costTypeCode: 'STORE_SUPPLIES', quantity: 1 } }] });
    expect(result.saved).toBe(false);
    expect(result.findings.map((f) => f.message.key)).toContain('retail-chain.budget.project-required');
    expect(await stored()).toBe(before);
  });

  it('fails a fee type the browser accepts but the seed does not hold, as the mall does: no browser finding, the server refuses, nothing stored', async () => {
    const before = await stored();
    const result = await buyer.saveBudget(plugin, { cartIds: [cartId], rows: [row('NOT-A-SEEDED-FEE-TYPE')] });
    expect(result.findings).toEqual([]);
    expect(result.saved).toBe(false);
    // The buyer sees the error catalogue's notice of the refused call.
    expect(result.shown.length).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    // The gateway's own answer to that row: refused with 422, as the mall's call was.
    const direct = await buyer.call('POST', '/smal/v1/{org}/budget-infos', { body: { cartId, budgetInfoList: [{ cartId, orderSeq: 9, quantity: 1, budget: JSON.stringify({ projectNum: 'PRJ-2026-001', budgetCode: '6601-001', costTypeCode: 'NOT-A-SEEDED-FEE-TYPE' }) }] } });
    expect(direct.status).toBe(422);
  });
});
