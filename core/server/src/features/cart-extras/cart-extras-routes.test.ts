import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_POSTAGE } from '../../seed/cart-extras-part';

// Spec 1 section 8: 'Below the free-shipping threshold | warning about extra freight' (POST
// postage-info) and 'Gift type 2 | note that gifts follow the actual quantity received'
// (POST getSkuGift; a cart line's productGiftDTO.giftVOList).
let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

interface Line {
  cartId: number;
  productId: number;
  quantity: number;
  latestPrice: number;
  totalPrice: number;
  supplierCompanyId: number;
}

const post = (who: SignedIn, path: string, payload: unknown) =>
  server.app.inject({ method: 'POST', url: `/smal/v1/${who.user.organizationId}/carts/${path}`, headers: who.auth, payload: payload as object });
async function cartOf(who: SignedIn): Promise<Line[]> {
  const answer = await server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/shopping-carts`, headers: who.auth });
  const body = answer.json();
  return (Array.isArray(body) ? body : (body.content ?? body.lines ?? [])) as Line[];
}

describe('postage-info', () => {
  it("sums the chosen lines per supplier with the server's prices and flags an amount below the free-shipping threshold", async () => {
    const lines = await cartOf(buyer);
    expect(lines.length).toBeGreaterThan(0);
    const answer = await post(buyer, 'postage-info', { cartIds: lines.map((l) => l.cartId) });
    expect(answer.statusCode).toBe(200);
    const groups = answer.json() as { supplierCompanyId: number; amount: number; freeShippingAmount: number; freight: number; belowThreshold: boolean }[];
    const suppliers = [...new Set(lines.map((l) => l.supplierCompanyId))];
    expect(groups.map((g) => g.supplierCompanyId).sort()).toEqual(suppliers.sort());
    for (const group of groups) {
      const expected = lines.filter((l) => l.supplierCompanyId === group.supplierCompanyId).reduce((sum, l) => sum + l.totalPrice, 0);
      expect(group.amount).toBeCloseTo(expected, 2);
      expect(group).toMatchObject({ freeShippingAmount: DEMO_POSTAGE.freeShippingAmount, freight: DEMO_POSTAGE.freight, belowThreshold: expected < DEMO_POSTAGE.freeShippingAmount });
    }
  });

  it('flags nothing once the amount reaches the threshold', async () => {
    const [line] = await cartOf(buyer);
    await server.app.mall.db.query('update supplier_postage set free_shipping_amount = $1 where supplier_company_id = $2', [line!.totalPrice, line!.supplierCompanyId]);
    const [group] = (await post(buyer, 'postage-info', { cartIds: [line!.cartId] })).json();
    expect(group).toMatchObject({ amount: line!.totalPrice, freeShippingAmount: line!.totalPrice, belowThreshold: false });
  });

  it("refuses another buyer's lines, an empty list and a bad body", async () => {
    const [line] = await cartOf(buyer);
    const stranger = await post(other, 'postage-info', { cartIds: [line!.cartId] });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ failed: true, code: 'smal.cart.line.not.found' });
    expect((await post(buyer, 'postage-info', { cartIds: [] })).statusCode).toBe(400);
    expect((await post(buyer, 'postage-info', { cartIds: ['x'] })).statusCode).toBe(400);
    expect((await post(buyer, 'postage-info', {})).statusCode).toBe(400);
  });
});

describe('getSkuGift', () => {
  it("answers the gifts of the cart's goods, type 2 on the best seller and type 1 on the second", async () => {
    const lines = await cartOf(buyer);
    const answer = await post(buyer, 'getSkuGift', { productIds: lines.map((l) => l.productId) });
    expect(answer.statusCode).toBe(200);
    const gifts = answer.json() as { productId: number; productGiftDTO: { giftVOList: { giftType: number; giftName: string; giftQuantity: number }[] } }[];
    expect(gifts.flatMap((g) => g.productGiftDTO.giftVOList.map((v) => v.giftType)).sort()).toEqual([1, 2]);
    for (const g of gifts) expect(lines.map((l) => l.productId)).toContain(g.productId);
  });

  it("answers nothing for another tenant's goods and refuses a bad body", async () => {
    const lines = await cartOf(buyer);
    expect((await post(other, 'getSkuGift', { productIds: lines.map((l) => l.productId) })).json()).toEqual([]);
    expect((await post(buyer, 'getSkuGift', { productIds: [] })).statusCode).toBe(400);
    expect((await post(buyer, 'getSkuGift', { productIds: [0] })).statusCode).toBe(400);
  });
});
