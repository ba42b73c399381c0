import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { PLAIN, pickProduct } from '../cart/cart-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', payload?: unknown, query?: Record<string, string>) =>
  server.app.inject({ method, url: `/smal/v1/${who.user.organizationId}/product-favorites`, headers: who.auth, query, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('favourites', () => {
  it("adds a favourite with 'successfully added to favourites', lists it by channel and category, moves and deletes it", async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
    const added = await call(buyer, 'POST', { productSource: 'CATA', productId: product.id, favoriteCategoryId: 101 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ productId: product.id, favoriteCategoryId: 101, channel: 'ENTERPRISE', message: 'successfully added to favourites' });
    const page = (await call(buyer, 'GET', undefined, { favoriteCategoryId: '101' })).json();
    expect(page).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(page.content[0]).toMatchObject({ productId: product.id, favoriteCategoryId: 101 });
    await call(buyer, 'POST', { productSource: 'CATA', productId: product.id, favoriteCategoryId: 102 });
    expect((await call(buyer, 'GET', undefined, { favoriteCategoryId: '101' })).json().totalElements).toBe(0);
    expect((await call(buyer, 'GET', undefined, { channel: 'PERSONAL' })).json().totalElements).toBe(0);
    expect((await call(buyer, 'DELETE', [product.id])).json()).toEqual({ deleted: 1 });
  });

  it.each([
    ['a category of the other channel', { favoriteCategoryId: 201 }, 404, 'smal.favorite.category.not.found'],
    ['an unknown category', { favoriteCategoryId: 999 }, 404, 'smal.favorite.category.not.found'],
    ['a source that is not the product source', { productSource: 'JD' }, 404, 'smal.favorite.source.mismatch'],
  ])('refuses %s, nothing saved', async (_name, change, status, code) => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 1);
    const before = await fingerprint(server.db);
    const response = await call(buyer, 'POST', { productSource: 'CATA', productId: product.id, favoriteCategoryId: 101, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(failedShape(code));
    expect(await fingerprint(server.db)).toBe(before);
  });

  it("keeps tenants apart: another tenant's product is 404, their favourites are not listed or deletable", async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    await call(buyer, 'POST', { productSource: 'CATA', productId: product.id, favoriteCategoryId: 101 });
    expect((await call(stranger, 'POST', { productSource: 'CATA', productId: product.id, favoriteCategoryId: 101 })).statusCode).toBe(404);
    expect((await call(stranger, 'GET')).json().content.map((f: { productId: number }) => f.productId)).not.toContain(product.id);
    expect((await call(stranger, 'DELETE', [product.id])).statusCode).toBe(404);
    expect((await call(buyer, 'GET')).json().totalElements).toBe(1);
  });
});
