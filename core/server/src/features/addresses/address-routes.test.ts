import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  member = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST', path: string, payload?: unknown, query?: Record<string, string>) =>
  server.app.inject({ method, url: `/smal/v1/${who.user.organizationId}/addresss${path}`, headers: who.auth, query, ...(payload !== undefined ? { payload: payload as object } : {}) });
type Address = { addressId: number; belongType: number; defaultFlag: number; addressType: string; regionIdList: number[]; regionNameList: string[]; fullAddress: string; userId?: number };
// The two delete calls sit directly under {org} (spec 1 section 7 "Addresses": POST delete-personal-address, POST batch-delete-personal-address).
const remove = (who: SignedIn, path: 'delete-personal-address' | 'batch-delete-personal-address', payload: unknown) =>
  server.app.inject({ method: 'POST', url: `/smal/v1/${who.user.organizationId}/${path}`, headers: who.auth, payload: payload as object });
const list = async (who: SignedIn, addressType = 'RECEIVER') => (await call(who, 'GET', '/list/choose', undefined, { addressType })).json() as Address[];

const form = {
  contactName: '李四',
  internationalTelCode: '+86',
  mobile: '13912345678',
  regionIdList: [11, 1101, 110101, 110101001],
  address: '王府井大街 1号',
  zip: '100006',
};

describe('addresses', () => {
  it('lists the seeded personal and company addresses on 4-level regions, the default first', async () => {
    const rows = await list(buyer);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.defaultFlag).toBe(1);
    expect(rows.some((r) => r.belongType === 1)).toBe(true);
    for (const row of rows) {
      expect(row.regionIdList).toHaveLength(4);
      expect(row.fullAddress.startsWith(row.regionNameList.join(''))).toBe(true);
    }
    expect((await list(buyer, 'INVOICE')).every((r) => r.addressType === 'INVOICE')).toBe(true);
  });

  it("creates an address with the spec's message, region names and full address, and edits it", async () => {
    const created = await call(buyer, 'POST', '', form);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'new address created successfully',
      regionId: 110101001,
      regionNameList: ['北京市', '市辖区', '东城区', '东华门街道'],
      fullAddress: '北京市市辖区东城区东华门街道王府井大街 1号',
      belongType: 2,
      editFlag: 1,
    });
    const edited = await call(buyer, 'POST', '/receiver', { addressId: created.json().addressId, contactName: '王五' });
    expect(edited.json()).toMatchObject({ message: 'address modified successfully', contactName: '王五', mobile: form.mobile });
  });

  it.each([
    ['no contact name', { contactName: undefined }, 'form.required'],
    ['a mobile of the wrong pattern', { mobile: '12345' }, 'address.mobile.invalid'],
    ['an e-mail of the wrong pattern', { email: 'not-an-email' }, 'address.email.invalid'],
    ['a bad zip', { zip: 'abc' }, 'address.zip.invalid'],
    ['a region of 3 levels', { regionIdList: [11, 1101, 110101] }, 'address.region-incomplete'],
    // 'The region must reach at least 4 levels': levels are counted below the country (id 1, China).
    ['a country and 3 levels below it', { regionIdList: [1, 11, 1101, 110101] }, 'address.region-incomplete'],
    ['a region path that is not a tree path', { regionIdList: [11, 3101, 310101, 310101002] }, 'smal.address.region.invalid'],
    ['a region that does not exist', { regionIdList: [11, 1101, 110101, 999999999] }, 'smal.address.region.invalid'],
    // The domain's ADDRESS_LIMITS, the same the browser's inputs stop at: contact 60, address 200, zip 6.
    ['a contact name of 61 characters', { contactName: '张'.repeat(61) }, 'address.too-long'],
    ['an address of 201 characters', { address: 'x'.repeat(201) }, 'address.too-long'],
    ['a zip of 7 digits', { zip: '1000001' }, 'address.too-long'],
  ])('refuses %s with 422 and changes nothing', async (_name, change, code) => {
    const before = await fingerprint(server.db);
    const response = await call(buyer, 'POST', '', { ...form, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(failedShape(code));
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('names the limit of an over-long field, and saves one at the limit', async () => {
    const refused = await call(buyer, 'POST', '', { ...form, address: 'x'.repeat(201) });
    expect(refused.json().message).toBe('at most 200 characters');
    const saved = await call(buyer, 'POST', '', { ...form, contactName: '张'.repeat(60), address: 'x'.repeat(200), zip: '100001' });
    expect(saved.statusCode).toBe(200);
  });

  it("answers 'Region incomplete' in the buyer's language", async () => {
    const response = await call(buyer, 'POST', '', { ...form, regionIdList: [11, 1101] });
    expect(response.json().message).toBe('Region incomplete');
  });

  it('sets the default among own addresses and refuses to change or delete a company address', async () => {
    const rows = await list(buyer);
    const other = rows.find((r) => r.belongType === 2 && r.defaultFlag === 0)!;
    expect((await call(buyer, 'POST', '/default', { addressId: other.addressId })).json()).toMatchObject({ addressId: other.addressId, defaultFlag: 1 });
    expect((await list(buyer)).filter((r) => r.belongType === 2 && r.defaultFlag === 1).map((r) => r.addressId)).toEqual([other.addressId]);
    const company = rows.find((r) => r.belongType === 1)!;
    const refused = await remove(buyer, 'delete-personal-address', { addressId: company.addressId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failedShape('smal.address.not.editable'));
  });

  it("deletes an own address; another user's or tenant's is 404 and untouched", async () => {
    const mine = (await call(buyer, 'POST', '', form)).json();
    const before = await fingerprint(server.db);
    for (const intruder of [member, stranger]) {
      expect((await list(intruder)).map((r) => r.addressId)).not.toContain(mine.addressId);
      for (const response of [
        await remove(intruder, 'delete-personal-address', { addressId: mine.addressId }),
        await remove(intruder, 'batch-delete-personal-address', [{ addressId: mine.addressId }]),
        await call(intruder, 'POST', '/default', { addressId: mine.addressId }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(failedShape('smal.address.not.found'));
      }
      expect((await call(intruder, 'POST', '/receiver', { ...form, addressId: mine.addressId })).statusCode).toBe(404);
    }
    expect(await fingerprint(server.db)).toBe(before);
    expect((await remove(buyer, 'delete-personal-address', { addressId: mine.addressId })).json()).toEqual({ deleted: 1 });
    expect((await list(buyer)).map((r) => r.addressId)).not.toContain(mine.addressId);
  });

  it('saves a country and 4 levels below it as the 4 levels, and edits it without touching the region', async () => {
    const created = await call(buyer, 'POST', '', { ...form, regionIdList: [1, ...form.regionIdList] });
    expect(created.statusCode).toBe(200);
    expect(created.json().regionIdList).toEqual(form.regionIdList);
    const edited = await call(buyer, 'POST', '/receiver', { addressId: created.json().addressId, contactName: '赵六' });
    expect(edited.statusCode).toBe(200);
    await remove(buyer, 'delete-personal-address', { addressId: created.json().addressId });
  });

  it('batch-deletes own addresses in one call; one that is not the buyer\'s refuses the whole batch', async () => {
    const a = (await call(buyer, 'POST', '', form)).json();
    const b = (await call(buyer, 'POST', '', form)).json();
    const company = (await list(buyer)).find((r) => r.belongType === 1)!;
    const before = await fingerprint(server.db);
    const refused = await remove(buyer, 'batch-delete-personal-address', [{ addressId: a.addressId }, { addressId: company.addressId }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failedShape('smal.address.not.editable'));
    expect(await fingerprint(server.db)).toBe(before);
    expect((await remove(buyer, 'batch-delete-personal-address', [a, b])).json()).toEqual({ deleted: 2 });
    const left = (await list(buyer)).map((r) => r.addressId);
    expect(left).not.toContain(a.addressId);
    expect(left).not.toContain(b.addressId);
    expect((await remove(buyer, 'batch-delete-personal-address', [])).statusCode).toBe(400);
  });

  // Spec 1 section 7 "Addresses": GET invoice-list/choose; GET addresss/default-invoice (query companyId, isFlag).
  it('lists invoice addresses through invoice-list/choose and answers the default through addresss/default-invoice', async () => {
    const org = buyer.user.organizationId;
    const listed = await server.app.inject({ method: 'GET', url: `/smal/v1/${org}/invoice-list/choose`, headers: buyer.auth });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as Address[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.addressType === 'INVOICE')).toBe(true);
    const fallback = await call(buyer, 'GET', '/default-invoice', undefined, { isFlag: '1' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toMatchObject({ addressType: 'INVOICE', defaultFlag: 1, addressId: rows[0]!.addressId });
    // Another company's addresses are not the caller's to ask for.
    const other = await server.app.inject({ method: 'GET', url: `/smal/v1/${org}/invoice-list/choose?companyId=999999`, headers: buyer.auth });
    expect(other.statusCode).toBe(403);
    expect((await list(stranger, 'INVOICE')).map((r) => r.addressId)).not.toContain(rows[0]!.addressId);
  });

  // Spec 1 section 7 "Product detail": GET addresss/default-address, the address a product page opens with.
  it('answers the receiving address a product page opens with through addresss/default-address', async () => {
    const rows = await list(buyer);
    const answer = await call(buyer, 'GET', '/default-address', undefined, { companyId: String(buyer.user.companyId) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ addressId: rows[0]!.addressId, addressType: 'RECEIVER', defaultFlag: 1 });
    // Another company's default is not the caller's to ask for, and another tenant's buyer sees only their own.
    const other = await call(buyer, 'GET', '/default-address', undefined, { companyId: '999999' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(failedShape('error.forbidden'));
    const theirs = await call(stranger, 'GET', '/default-address');
    expect(theirs.statusCode).toBe(200);
    expect((await list(stranger)).map((r) => r.addressId)).toContain((theirs.json() as Address).addressId);
    expect(rows.map((r) => r.addressId)).not.toContain((theirs.json() as Address).addressId);
    const crossOrg = await server.app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/addresss/default-address`, headers: stranger.auth });
    expect(crossOrg.statusCode).toBe(403);
  });

  it('no longer answers the delete under addresss/ (the browser never called it there)', async () => {
    expect((await call(buyer, 'POST', '/delete-personal-address', { addressId: 1 })).statusCode).toBe(404);
  });
});
