import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  colleague = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const path = (who: SignedIn, cartId: number | string) => `/smal/v1/${who.user.organizationId}/shopping-carts/${cartId}/cost-allocation`;

/** The buyer's seeded cart lines in id order (the seed allocates the first two). */
async function cartIds(who: SignedIn): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>('select id from cart_lines where owner_id = $1 and buy_now_flag = 0 order by id', [who.user.id]);
  return rows.map((r) => Number(r.id));
}

describe('cost allocation of a cart line', () => {
  it('answers the seeded allocation rows and custom product line of the first line', async () => {
    const [first] = await cartIds(buyer);
    const response = await server.app.inject({ method: 'GET', url: path(buyer, first!), headers: buyer.auth });
    expect(response.statusCode).toBe(200);
    const [product, ...more] = response.json();
    expect(more).toEqual([]);
    expect(product).toMatchObject({ skuName: expect.any(String), productName: expect.any(String), customFlag: 1 });
    expect(product.allocationInfoList).toEqual([
      { costShopCode: 'GOLDEN-S001', costShopName: 'Xuhui flagship store', costDepartmentName: 'Store operations', receiveWarehouseName: 'Shanghai central warehouse', projectCostName: 'Spring refit 2026' },
      expect.objectContaining({ costShopCode: 'GOLDEN-S002' }),
    ]);
    expect(product.customizedProductLineList).toEqual([
      {
        customizedProductValueList: [
          { componentName: 'Engraving text', componentType: 'INPUT', cpValue: 'Procurement dept.' },
          { componentName: 'Design sample', componentType: 'IMAGE', cpValue: expect.any(String) },
          { componentName: 'Specification sheet', componentType: 'UPLOAD', cpValue: expect.any(String) },
        ],
      },
    ]);
  });

  it('answers empty lists for a line without allocation', async () => {
    const ids = await cartIds(buyer);
    const response = await server.app.inject({ method: 'GET', url: path(buyer, ids[2]!), headers: buyer.auth });
    expect(response.json()).toEqual([expect.objectContaining({ allocationInfoList: [], customFlag: 0, customizedProductLineList: [] })]);
  });

  it.each([
    ['another user of the same tenant', () => colleague],
    ['a user of another tenant, on their own organisation path', () => stranger],
  ])('answers 404 and no data to %s', async (_name, who) => {
    const [first] = await cartIds(buyer);
    const response = await server.app.inject({ method: 'GET', url: path(who(), first!), headers: who().auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('smal.cart.line.not.found'));
    expect(response.body).not.toContain('Xuhui');
  });

  it("answers 403 to another tenant's token on the owner's organisation path", async () => {
    const [first] = await cartIds(buyer);
    const response = await server.app.inject({ method: 'GET', url: path(buyer, first!), headers: stranger.auth });
    expect(response.statusCode).toBe(403);
  });

  it.each(['abc', '0', '-1'])('refuses the cart id %s by schema', async (cartId) => {
    const response = await server.app.inject({ method: 'GET', url: path(buyer, cartId), headers: buyer.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failedShape());
  });
});
