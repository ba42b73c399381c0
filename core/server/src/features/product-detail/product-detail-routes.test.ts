import { purchaseRange } from '@mall/domain';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { pickProduct } from '../cart/cart-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const get = (who: SignedIn, url: string) => server.app.inject({ method: 'GET', url, headers: who.auth });
const org = (who: SignedIn) => who.user.organizationId;

describe('product detail', () => {
  it('answers a catalogue good with its ladder prices, purchase limits, range and stock state', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'CATA' and p.ladder_price_list <> '[]'::jsonb and p.stock_state = 1 and p.max_purchase_quantity is not null`);
    const response = await get(buyer, `/smal/v1/${org(buyer)}/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.ladderPriceList).toHaveLength(3);
    expect(detail).toMatchObject({ productId: product.id, sourceFrom: 'CATA', minPurchaseQuantity: product.min, stockState: 1, stockLimit: detail.stockQuantity });
    expect(detail.maxPurchaseQuantity).toEqual(expect.any(Number));
    expect(detail.purchaseRange).toEqual(purchaseRange(detail.purchaseLimit));
    expect(detail.purchaseRange.max).toBeLessThanOrEqual(Math.min(detail.stockQuantity, detail.maxPurchaseQuantity));
  });

  it('answers JD goods on the e-commerce path only, for the caller\'s company', async () => {
    const jd = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'JD'`);
    const ec = await get(buyer, `/smpc/v1/product-details/${org(buyer)}/ec-products/${buyer.user.companyId}/${jd.id}`);
    expect(ec.statusCode).toBe(200);
    expect(ec.json()).toMatchObject({ productId: jd.id, productSource: 'JD' });
    expect((await get(buyer, `/smal/v1/${org(buyer)}/product/${jd.id}`)).json()).toEqual(failedShape('smpc.product.source.mismatch'));
    expect((await get(buyer, `/smpc/v1/product-details/${org(buyer)}/ec-products/${stranger.user.companyId}/${jd.id}`)).statusCode).toBe(403);
  });

  it("is 404 for another tenant's product on every product call", async () => {
    const theirs = await pickProduct(server.db, stranger.user.tenantId, `p.product_source = 'CATA'`);
    for (const url of [
      `/smal/v1/${org(buyer)}/product/${theirs.id}`,
      `/smpc/v1/${org(buyer)}/skus/get-similar-sku?productId=${theirs.id}`,
      `/smpc/v1/${org(buyer)}/skus/get-same-sku?productId=${theirs.id}`,
      `/smpc/v1/${org(buyer)}/price-changes/${theirs.id}/1`,
    ]) {
      const response = await get(buyer, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual(failedShape('smpc.product.not.found'));
    }
    expect((await get(buyer, `/smpc/v1/${org(buyer)}/sku-labels/label-multi-name?productIds=${theirs.id}`)).json()).toEqual([]);
  });

  it('batch-get-stock flags a catalogue shortage and leaves out unknown goods', async () => {
    const counted = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'CATA' and p.stock_state = 1 and p.stock_quantity between 1 and 100`);
    const response = await server.app.inject({
      method: 'POST', url: `/smpc/v1/${org(buyer)}/sku-stocks/batch-get-stock`, headers: buyer.auth,
      payload: { items: [{ productId: counted.id, quantity: 100000 }, { productId: counted.id, quantity: 1 }, { productId: 999999999 }] },
    });
    expect(response.json()).toMatchObject([{ productId: counted.id, stockShort: true }, { productId: counted.id, stockShort: false }]);
    expect(response.json()).toHaveLength(2);
    const foreign = await server.app.inject({ method: 'POST', url: `/smpc/v1/${org(buyer)}/sku-stocks/batch-get-stock?tenantId=${stranger.user.tenantId}`, headers: buyer.auth, payload: { items: [{ productId: counted.id }] } });
    expect(foreign.statusCode).toBe(403);
  });

  it('finds similar goods of the category and the same article elsewhere, cheapest first', async () => {
    const [row] = await server.db.query<{ id: number; group: string; category: string }>(
      `select p.id, p.same_sku_group as group, p.category_code as category from products p where p.tenant_id = $1
          and (select count(*) from products x where x.tenant_id = p.tenant_id and x.same_sku_group = p.same_sku_group) >= 3 limit 1`,
      [buyer.user.tenantId],
    );
    const same = (await get(buyer, `/smpc/v1/${org(buyer)}/skus/get-same-sku?productId=${row!.id}`)).json() as { productId: number; price: number }[];
    expect(same.length).toBeGreaterThanOrEqual(2);
    expect(same.map((p) => p.productId)).not.toContain(row!.id);
    expect(same[0]!.price).toBeLessThanOrEqual(same[1]!.price);
    const similar = (await get(buyer, `/smpc/v1/${org(buyer)}/skus/get-similar-sku?productId=${row!.id}`)).json() as { categoryCode: string; productId: number }[];
    expect(similar.length).toBe(10);
    expect(similar.every((p) => p.categoryCode === row!.category && !same.some((s) => s.productId === p.productId))).toBe(true);
  });

  it('answers the price changes within the window and the labels of several goods', async () => {
    const [changed] = await server.db.query<{ id: number }>(`select product_id as id from product_price_changes where tenant_id = $1 limit 1`, [buyer.user.tenantId]);
    const month = (await get(buyer, `/smpc/v1/${org(buyer)}/price-changes/${changed!.id}/1`)).json();
    const quarter = (await get(buyer, `/smpc/v1/${org(buyer)}/price-changes/${changed!.id}/2`)).json();
    expect(month.priceChangeList).toHaveLength(1);
    expect(quarter.priceChangeList).toHaveLength(3);
    expect((await get(buyer, `/smpc/v1/${org(buyer)}/price-changes/${changed!.id}/4`)).statusCode).toBe(400);
    const [labelled] = await server.db.query<{ id: number; labels: string[] }>(
      `select product_id as id, array_agg(label_name order by label_name) as labels from product_labels where tenant_id = $1 group by product_id limit 1`,
      [buyer.user.tenantId],
    );
    const labels = await server.app.inject({ method: 'POST', url: `/smpc/v1/${org(buyer)}/sku-labels/label-multi-name`, headers: buyer.auth, payload: [labelled!.id] });
    expect(labels.json()).toEqual([{ productId: labelled!.id, labelNameList: labelled!.labels }]);
  });
});
