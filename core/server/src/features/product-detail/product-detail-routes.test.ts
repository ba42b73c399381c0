import { purchaseRange } from '@mall/domain';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { insertAddress, pickProduct } from '../cart/cart-test-helpers';

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

  describe('stock in the receiving region (regionId, addressId, countyCode)', () => {
    // Seeded: every good out of stock in Tibet (54), a third of the counted stock in Beijing (11) for even ids.
    const TIBET_TOWN = 540102002;
    const BEIJING_COUNTY = 110101;
    const SHANGHAI_COUNTY = 310101;
    const counted = () =>
      pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'CATA' and p.stock_state = 1 and p.stock_quantity >= 30 and p.id % 2 = 0 and p.max_purchase_quantity is null`);
    const detail = async (id: number, query = '') => (await get(buyer, `/smal/v1/${org(buyer)}/product/${id}${query}`)).json();

    it('a catalogue detail answers the stock, stock limit and purchase range of the region or address given', async () => {
      const product = await counted();
      const own = await detail(product.id);
      const tibet = await detail(product.id, `?regionId=${TIBET_TOWN}`);
      expect(tibet).toMatchObject({ stockState: 5, stockQuantity: 0, stockLimit: 0 });
      expect(tibet.purchaseRange.max).toBe(0);
      const beijing = await detail(product.id, `?regionId=${BEIJING_COUNTY}`);
      expect(beijing).toMatchObject({ stockState: 1, stockQuantity: Math.floor(own.stockQuantity / 3), stockLimit: Math.floor(own.stockQuantity / 3) });
      expect(await detail(product.id, `?regionId=${SHANGHAI_COUNTY}`)).toMatchObject({ stockState: own.stockState, stockQuantity: own.stockQuantity });
      // The helper's address is in Beijing's Dongcheng district: the address alone names the region.
      const addressId = await insertAddress(server.db, buyer.user);
      expect(await detail(product.id, `?addressId=${addressId}`)).toMatchObject({ stockQuantity: Math.floor(own.stockQuantity / 3) });
      // A region named beside the address wins: it is the buyer's latest choice.
      expect(await detail(product.id, `?addressId=${addressId}&regionId=${TIBET_TOWN}`)).toMatchObject({ stockState: 5 });
    });

    it("refuses an unknown region and another user's address with 404, changing nothing", async () => {
      const product = await counted();
      expect((await get(buyer, `/smal/v1/${org(buyer)}/product/${product.id}?regionId=999999999999`)).json()).toEqual(failedShape('hpfm.region.not.found'));
      const theirs = await insertAddress(server.db, stranger.user);
      const response = await get(buyer, `/smal/v1/${org(buyer)}/product/${product.id}?addressId=${theirs}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failedShape('smal.address.not.found'));
    });

    it('an e-commerce detail answers the stock of the county code', async () => {
      const jd = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'JD' and p.stock_state <> 5`);
      const url = `/smpc/v1/product-details/${org(buyer)}/ec-products/${buyer.user.companyId}/${jd.id}`;
      expect((await get(buyer, `${url}?countyCode=540102`)).json()).toMatchObject({ productId: jd.id, stockState: 5 });
      expect((await get(buyer, `${url}?countyCode=310101`)).json().stockState).not.toBe(5);
      expect((await get(buyer, `${url}?countyCode=000000`)).json()).toEqual(failedShape('hpfm.region.not.found'));
    });

    it('batch-get-stock and similar SKUs answer the stock of the region given', async () => {
      const product = await counted();
      const stock = await server.app.inject({
        method: 'POST', url: `/smpc/v1/${org(buyer)}/sku-stocks/batch-get-stock`, headers: buyer.auth,
        payload: { items: [{ productId: product.id, quantity: 1, regionId: TIBET_TOWN }, { productId: product.id, quantity: 1 }] },
      });
      expect(stock.json()[0]).toMatchObject({ productId: product.id, stockState: 5, stockQuantity: 0, stockShort: true });
      expect(stock.json()[1]).toMatchObject({ productId: product.id, stockState: 1, stockShort: false });
      const similar = (await get(buyer, `/smpc/v1/${org(buyer)}/skus/get-similar-sku?productId=${product.id}&regionId=${TIBET_TOWN}`)).json() as { stockState: number }[];
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.every((p) => p.stockState === 5)).toBe(true);
      const elsewhere = (await get(buyer, `/smpc/v1/${org(buyer)}/skus/get-similar-sku?productId=${product.id}`)).json() as { stockState: number }[];
      expect(elsewhere.some((p) => p.stockState !== 5)).toBe(true);
    });
  });
});
