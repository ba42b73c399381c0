import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { multipartPayload, sampleBytes } from '../attachments/multipart-payload';
import { insertAddress, PLAIN, pickProduct } from '../cart/cart-test-helpers';

// Every write that carries schema-described values is checked on the server against the field
// schema the browser renders for the tenant (issue 19 section 1): refused with 422, the
// browser's message key and the field, and nothing stored; a row the schema accepts still saves.

let server: TestServer;
let golden: SignedIn;
let insurer: SignedIn;
let core: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  golden = await signIn(server.app, 'golden.buyer');
  insurer = await signIn(server.app, 'hlcx.buyer');
  core = await signIn(server.app, 't3.buyer');
  for (const who of [golden, insurer, core]) {
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
  }
}, 300_000);
afterAll(() => server.close());

const url = (who: SignedIn, path: string) => `/smal/v1/${who.user.organizationId}${path}`;
const post = (who: SignedIn, path: string, payload: unknown) => server.app.inject({ method: 'POST', url: url(who, path), headers: who.auth, payload: payload as object });

async function cartLine(who: SignedIn, quantity = 4, offset = 0): Promise<{ cartId: number; productId: number }> {
  const product = await pickProduct(server.db, who.user.tenantId, `${PLAIN} and p.price between 10 and 100`, offset);
  const response = await post(who, '/shopping-carts', { productId: product.id, quantity });
  expect(response.statusCode).toBe(200);
  return { cartId: response.json().cartId, productId: product.id };
}

/** Uploads a small PDF as `who` and answers its attachment UUID. */
async function uploadedUuid(who: SignedIn): Promise<string> {
  const { payload, headers } = multipartPayload({ bucketName: 'private-bucket', directory: 'mall-front' }, { name: 'order.pdf', content: sampleBytes.pdf() });
  const response = await server.app.inject({ method: 'POST', url: `/hfle/v1/${who.user.organizationId}/files/attachment/multipart-with-info`, headers: { ...who.auth, ...headers }, payload });
  expect(response.statusCode).toBe(200);
  return response.json().attachmentUUID;
}

/** Every table these writes store into, checksummed (the whole-database fingerprint takes seconds). */
const WRITTEN = ['budget_infos', 'budget_occupations', 'cart_lines', 'orders', 'order_lines', 'pre_order_requests', 'payments'];
async function written(): Promise<string[]> {
  const sums = [];
  for (const table of WRITTEN) {
    const [row] = await server.db.query<{ sum: string }>(`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from ${table} t`);
    sums.push(`${table}=${row!.sum}`);
  }
  return sums;
}

/** Posts `payload` and expects 422 with the key, the field and the English text, with nothing stored. */
async function expectRefused(who: SignedIn, path: string, payload: unknown, refusal: { code: string; field: string; message?: string }) {
  const before = await written();
  const response = await post(who, path, payload);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ failed: true, type: 'error', ...refusal });
  expect(await written()).toEqual(before);
}

describe('budget rows against the tenant budget dimensions', () => {
  const budget = (values: Record<string, unknown>, quantity = 1) => ({ budget: JSON.stringify(values), quantity });
  const goldenRow = { projectNum: 'PRJ-2026-001', budgetCode: '6601-001', costTypeCode: 'STORE_SUPPLIES', profitCenterCode: 'PC-SH01' };

  it("refuses GOLDEN's row holding only budgetCode: project number cannot be empty (spec 3 section 5)", async () => {
    const line = await cartLine(golden);
    await expectRefused(golden, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget({ budgetCode: '6601-001' })] }, {
      code: 'retail-chain.budget.project-required',
      field: 'projectNum',
      message: 'project number cannot be empty',
    });
  });

  it.each([
    ['without cost type', { ...goldenRow, costTypeCode: undefined }, { code: 'field.required', field: 'costTypeCode', message: 'Cost type is required' }],
    ['without budget subject', { ...goldenRow, budgetCode: '' }, { code: 'field.required', field: 'budgetCode', message: 'Budget subject is required' }],
    ['with a subject of another project', { ...goldenRow, budgetCode: '6601-002' }, { code: 'field.lookup.unknown', field: 'budgetCode', message: 'Budget subject: the value is not one of the choices' }],
    ['with a fee type not in its lookup', { ...goldenRow, costTypeCode: 'CATERING' }, { code: 'field.lookup.unknown', field: 'costTypeCode', message: 'Cost type: the value is not one of the choices' }],
  ])('refuses a GOLDEN row %s', async (_name, values, refusal) => {
    const line = await cartLine(golden);
    await expectRefused(golden, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget(values)] }, refusal);
  });

  it('refuses a batch whose second line holds a refused row, storing no line of it', async () => {
    const [first, second] = [await cartLine(golden, 4, 0), await cartLine(golden, 4, 1)];
    await expectRefused(golden, '/budget-infos/batch-create', [
      { cartId: first.cartId, budgetInfoList: [budget(goldenRow)] },
      { cartId: second.cartId, budgetInfoList: [budget({ ...goldenRow, projectNum: undefined })] },
    ], { code: 'retail-chain.budget.project-required', field: 'projectNum', message: 'project number cannot be empty' });
  });

  it('saves a GOLDEN row the schema accepts', async () => {
    const line = await cartLine(golden);
    const response = await post(golden, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget({ ...goldenRow, companyId: golden.user.companyId }, 2)] });
    expect(response.statusCode).toBe(200);
    expect(response.json().budgetInfoList).toMatchObject([{ budgetCode: '6601-001', quantity: 2 }]);
  });

  it("refuses a core tenant's row without its configured budget, and one not in SMAL.BUDGET", async () => {
    const line = await cartLine(core);
    await expectRefused(core, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget({})] }, { code: 'field.required', field: 'budgetCode', message: 'Budget is required' });
    await expectRefused(core, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget({ budgetCode: 'BUD-NONE' })] }, {
      code: 'field.lookup.unknown',
      field: 'budgetCode',
      message: 'Budget: the value is not one of the choices',
    });
    expect((await post(core, '/budget-infos', { cartId: line.cartId, budgetInfoList: [budget({ budgetCode: 'BUD-OFFICE' })] })).statusCode).toBe(200);
  });
});

describe("cart-line extras against the life insurer's fields.cart-line", () => {
  const change = (line: { cartId: number; productId: number }, extras: Record<string, unknown>) => ({ ...line, quantity: 4, ...extras });

  it.each([
    ['ruling NA without a sanction number', { attributeVarchar11: 'NA' }, { code: 'field.required', field: 'attributeVarchar11', message: 'Ruling number is required' }],
    ['a ruling number not in SMAL.HLCX_RULING_NUMBER', { attributeVarchar11: 'CJ-1999-0001' }, { code: 'field.lookup.unknown', field: 'attributeVarchar11', message: 'Ruling number: the value is not one of the choices' }],
    ['a requirement date before today', { attributeDate1: '2000-01-01' }, { code: 'life-insurer.requirement-date-past', field: 'attributeDate1', message: 'requirement date cannot be earlier than today' }],
    ['a waiver option that is not offered', { attributeVarchar20: '7' }, { code: 'field.lookup.unknown', field: 'attributeVarchar20' }],
  ])('refuses %s', async (_name, extras, refusal) => {
    const line = await cartLine(insurer);
    await expectRefused(insurer, '/shopping-carts', change(line, extras), refusal);
  });

  it('saves extras the schema accepts, and refuses only the fields being changed', async () => {
    const line = await cartLine(insurer);
    const saved = await post(insurer, '/shopping-carts', change(line, { attributeVarchar11: 'CJ-2025-0031', attributeDate1: '2999-12-31' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ attributeVarchar11: 'CJ-2025-0031', attributeDate1: '2999-12-31' });
    // A fresh line has no ruling number yet, which the browser shows only once that field is edited.
    const fresh = await cartLine(insurer, 4, 1);
    expect((await post(insurer, '/shopping-carts', change(fresh, { attributeVarchar1: '6602' }))).statusCode).toBe(200);
  });
});

describe("order header and line fields against the life insurer's fields.order-*", () => {
  let unitId: number;
  let addressId: number;
  beforeAll(async () => {
    addressId = await insertAddress(server.db, { ...insurer.user, id: insurer.user.id }, 'INVOICE');
    const [unit] = await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 limit 1', [insurer.user.id]);
    unitId = unit!.id;
  });
  const header = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    unitId, purchaseType: 'COMPANY', terminalTypeCode: 'PC', invoiceAddressId: addressId,
    invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
    companyInvoiceVO: { invoiceHeader: 'HLCX', taxRegistrationNumber: '91310000MA1FL0000X' },
    ...extra,
    // The insurer's requirement date is required on every line (spec 3); each test names what it refuses.
    shoppingCartDTOList: lines.map((line) => ({ attributeDate1: '2999-12-31', ...line })),
  });

  it('refuses a submit whose line has ruling NA and no sanction number, creating no order', async () => {
    const line = await cartLine(insurer);
    const orders = async () => (await server.db.query('select id from orders where tenant_id = $1', [insurer.user.tenantId])).length;
    const before = await orders();
    await expectRefused(insurer, '/shopping-carts/pre-order', [header([{ cartId: line.cartId, attributeVarchar11: 'NA' }])], {
      code: 'field.required',
      field: 'attributeVarchar11',
      message: 'Ruling number is required',
    });
    expect(await orders()).toBe(before);
  });

  it('refuses a line extra the submit changes to a value not offered', async () => {
    const line = await cartLine(insurer);
    await expectRefused(insurer, '/shopping-carts/pre-order', [header([{ cartId: line.cartId, attributeVarchar11: 'CJ-1999-0001' }])], {
      code: 'field.lookup.unknown',
      field: 'attributeVarchar11',
      message: 'Ruling number: the value is not one of the choices',
    });
  });

  it('submits lines the schema accepts, with a header attachment the buyer uploaded', async () => {
    const line = await cartLine(insurer);
    const attachmentUuid = await uploadedUuid(insurer);
    const response = await post(insurer, '/shopping-carts/pre-order', [header([{ cartId: line.cartId, attributeVarchar11: 'CJ-2025-0031' }], { attachmentUuid })]);
    expect(response.json()).toMatchObject({ failed: false });
  });

  it("refuses a header attachment UUID never uploaded in the buyer's tenant (another tenant's or made up) with 404, storing nothing", async () => {
    const line = await cartLine(insurer);
    for (const attachmentUuid of ['uuid-1', await uploadedUuid(core)]) {
      const before = await written();
      const response = await post(insurer, '/shopping-carts/pre-order', [header([{ cartId: line.cartId, attributeVarchar11: 'CJ-2025-0031' }], { attachmentUuid })]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ failed: true, code: 'hfle.file.not.found' });
      expect(await written()).toEqual(before);
    }
  });
});
