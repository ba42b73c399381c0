import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { insertAddress, PLAIN, pickProduct } from './cart-test-helpers';

// Issue 21 item 5: every id in a body that names a row must be the caller's (tenant,
// organisation and, where personal, the caller); a foreign one answers 403 and changes nothing.
let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
let ownUnit: number;
let foreignUnit: number;
let colleagueUnit: number | undefined;
beforeAll(async () => {
  server = await testServer({ clone: true });
  [buyer, member, stranger] = await Promise.all([signIn(server.app, 'golden.buyer'), signIn(server.app, 'golden.member'), signIn(server.app, 'kingfa.buyer')]);
  const unitOf = async (who: SignedIn) =>
    (await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 order by default_flag desc, unit_id limit 1', [who.user.id]))[0]!.id;
  ownUnit = await unitOf(buyer);
  foreignUnit = await unitOf(stranger);
  // A unit of the buyer's own tenant that is not assigned to the buyer, if the seed has one.
  const [colleague] = await server.db.query<{ id: number }>(
    'select pu.id from purchase_units pu where pu.tenant_id = $1 and not exists (select 1 from user_units uu where uu.unit_id = pu.id and uu.user_id = $2) order by pu.id limit 1',
    [buyer.user.tenantId, buyer.user.id],
  );
  colleagueUnit = colleague?.id;
}, 300_000);
afterAll(() => server.close());

const url = (who: SignedIn, path: string) => `/smal/v1/${who.user.organizationId}${path}`;
const post = (who: SignedIn, path: string, payload: unknown, method: 'POST' | 'DELETE' = 'POST') =>
  server.app.inject({ method, url: url(who, path), headers: who.auth, payload: payload as object });

/** Runs the request and expects a 403 with `code` and the whole database unchanged. */
async function refusedUnchanged(request: () => Promise<{ statusCode: number; json(): unknown }>, code: string) {
  const before = await fingerprint(server.db);
  const response = await request();
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual(failedShape(code));
  expect(await fingerprint(server.db)).toBe(before);
}

describe('foreign ids in cart bodies', () => {
  it('add to cart with another tenant\'s unitId, or a unit of the tenant not assigned to the buyer, is refused and stores nothing', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
    await refusedUnchanged(() => post(buyer, '/shopping-carts', { productId: product.id, quantity: 1, unitId: foreignUnit }), 'smal.unit.not.found');
    if (colleagueUnit !== undefined) {
      await refusedUnchanged(() => post(buyer, '/shopping-carts', { productId: product.id, quantity: 1, unitId: colleagueUnit }), 'smal.unit.not.found');
    }
    const added = await post(buyer, '/shopping-carts', { productId: product.id, quantity: 1, unitId: ownUnit });
    expect(added.statusCode).toBe(200);
    const [row] = await server.db.query<{ unitId: number }>('select unit_id::int as "unitId" from cart_lines where id = $1', [added.json().cartId]);
    expect(row!.unitId).toBe(ownUnit);
  });

  it('a line change and buy-now with another tenant\'s unitId are refused', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 1);
    const line = (await post(buyer, '/shopping-carts', { productId: product.id, quantity: 1 })).json();
    await refusedUnchanged(() => post(buyer, '/shopping-carts', { cartId: line.cartId, productId: product.id, quantity: 2, unitId: foreignUnit }), 'smal.unit.not.found');
    await refusedUnchanged(() => post(buyer, '/shopping-carts/buy-now', { productId: product.id, quantity: 1, unitId: foreignUnit }), 'smal.unit.not.found');
  });

  it.each([
    ['companyId', () => ({ companyId: stranger.user.companyId }), 'smal.company.not.own'],
    ['ownerId', () => ({ ownerId: member.user.id }), 'smal.owner.not.own'],
  ])('add and buy-now naming another %s are refused', async (_name, extra, code) => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    await refusedUnchanged(() => post(buyer, '/shopping-carts', { productId: product.id, quantity: 1, ...extra() }), code);
    await refusedUnchanged(() => post(buyer, '/shopping-carts/buy-now', { productId: product.id, quantity: 1, unitId: ownUnit, ...extra() }), code);
  });
});

describe('foreign ids in the order submit', () => {
  const invoice = {
    invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
    companyInvoiceVO: { invoiceHeader: 'GOLDEN 总公司', taxRegistrationNumber: '91310000MA1FL0000X' },
  };

  it.each([
    ['another tenant\'s companyId', () => ({ companyId: stranger.user.companyId }), 'smal.company.not.own'],
    ['another tenant\'s unitId', () => ({ unitId: foreignUnit }), 'smal.unit.not.found'],
  ])('pre-order with %s creates no order and keeps the line', async (_name, extra, code) => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 3);
    const line = (await post(buyer, '/shopping-carts', { productId: product.id, quantity: 1 })).json();
    const invoiceAddressId = await insertAddress(server.db, { ...buyer.user, id: buyer.user.id }, 'INVOICE');
    const header = { unitId: ownUnit, purchaseType: 'COMPANY', terminalTypeCode: 'PC', invoiceAddressId, ...invoice, shoppingCartDTOList: [{ cartId: line.cartId }] };
    await refusedUnchanged(() => post(buyer, '/shopping-carts/pre-order', [{ ...header, ...extra() }]), code);
    const submitted = await post(buyer, '/shopping-carts/pre-order', [header]);
    expect(submitted.statusCode).toBe(200);
    const [order] = await server.db.query<{ unitId: number; companyId: number }>(
      'select unit_id::int as "unitId", company_id::int as "companyId" from orders where batch_num = $1', [submitted.json().result],
    );
    expect(order).toEqual({ unitId: ownUnit, companyId: buyer.user.companyId });
  });

  it('pre-req with another tenant\'s unitId is refused', async () => {
    const [line] = (await server.app.inject({ method: 'GET', url: url(buyer, '/shopping-carts'), headers: buyer.auth })).json() as { cartId: number }[];
    const response = await server.app.inject({ method: 'POST', url: url(buyer, `/shopping-carts/pre-req?unitId=${foreignUnit}`), headers: buyer.auth, payload: [line!.cartId] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(failedShape('smal.unit.not.found'));
  });
});

describe('foreign ids in compare bodies', () => {
  const compared = async (who: SignedIn) =>
    (await server.db.query<{ productId: number }>('select product_id::int as "productId" from product_compares where user_id = $1 order by product_id', [who.user.id])).map((r) => r.productId);

  it('batch-delete naming a product in another buyer\'s list (same tenant or another) deletes nothing', async () => {
    const [mine, theirs, strangers] = [
      await pickProduct(server.db, buyer.user.tenantId, 'true', 20),
      await pickProduct(server.db, buyer.user.tenantId, 'true', 21),
      await pickProduct(server.db, stranger.user.tenantId, 'true', 20),
    ];
    expect((await post(buyer, `/product-compares/${mine.id}`, undefined)).statusCode).toBe(200);
    expect((await post(member, `/product-compares/${theirs.id}`, undefined)).statusCode).toBe(200);
    expect((await post(stranger, `/product-compares/${strangers.id}`, undefined)).statusCode).toBe(200);
    const [memberBefore, strangerBefore] = [await compared(member), await compared(stranger)];
    await refusedUnchanged(() => post(buyer, '/product-compares/batch-delete', [mine.id, theirs.id], 'DELETE'), 'smal.compare.not.own');
    await refusedUnchanged(() => post(buyer, '/product-compares/batch-delete', [strangers.id], 'DELETE'), 'smal.compare.not.own');
    expect(await compared(member)).toEqual(memberBefore);
    expect(await compared(stranger)).toEqual(strangerBefore);
    const own = await post(buyer, '/product-compares/batch-delete', [mine.id], 'DELETE');
    expect(own.statusCode).toBe(200);
    expect(await compared(buyer)).not.toContain(mine.id);
  });

  it.each([
    ['another company', () => ({ companyId: stranger.user.companyId }), 'smal.company.not.own'],
    ['another tenant', () => ({ tenantId: stranger.user.tenantId }), 'error.forbidden'],
    ['another owner', () => ({ ownerId: member.user.id }), 'smal.owner.not.own'],
    ['another purchase organisation', () => ({ purOrganizationId: 987654321 }), 'smal.company.not.own'],
    ['another inventory organisation', () => ({ invOrganizationId: 987654321 }), 'smal.company.not.own'],
    ['another supplier than the product\'s', () => ({ supplierCompanyId: 987654321 }), 'error.forbidden'],
  ])('compare add-to-cart naming %s replaces nothing', async (_name, extra, code) => {
    const line = (await post(buyer, '/shopping-carts', { productId: (await pickProduct(server.db, buyer.user.tenantId, PLAIN, 10)).id, quantity: 1 })).json();
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 11);
    await refusedUnchanged(() => post(buyer, `/product-compares/add-shopping-cart/${line.cartId}`, [{ productId: product.id, ...extra() }]), code);
  });

  it('compare add-to-cart with the caller\'s own company and organisations replaces the line', async () => {
    const [company] = await server.db.query<{ pur: number | null; inv: number | null }>(
      'select purchase_org_id::int as pur, inv_organization_id::int as inv from companies where id = $1', [buyer.user.companyId],
    );
    const line = (await post(buyer, '/shopping-carts', { productId: (await pickProduct(server.db, buyer.user.tenantId, PLAIN, 12)).id, quantity: 1 })).json();
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 13);
    const response = await post(buyer, `/product-compares/add-shopping-cart/${line.cartId}`, [{
      productId: product.id, companyId: buyer.user.companyId, ownerId: buyer.user.id, tenantId: buyer.user.tenantId,
      ...(company!.pur !== null ? { purOrganizationId: company!.pur } : {}), ...(company!.inv !== null ? { invOrganizationId: company!.inv } : {}),
    }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ productId: product.id })]);
  });
});
