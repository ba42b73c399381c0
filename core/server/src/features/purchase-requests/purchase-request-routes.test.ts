// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { multipartPayload, sampleBytes } from '../attachments/multipart-payload';
import { requestLineImportTemplates } from './request-line-import';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  process.env.ATTACHMENT_DIR = mkdtempSync(join(tmpdir(), 'mall-requests-test-'));
  server = await testServer({ clone: true });
  delete process.env.ATTACHMENT_DIR;
  buyer = await signIn(server.app, 't3.buyer');
  member = await signIn(server.app, 't3.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const base = (who: SignedIn) => `/smodr/v1/${who.user.organizationId}`;
const get = (who: SignedIn, path: string, query: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${base(who)}${path}`, query, headers: who.auth });
const post = (who: SignedIn, path: string, payload: object) => server.app.inject({ method: 'POST', url: `${base(who)}${path}`, payload, headers: who.auth });

let keySeq = 0;
const newKey = () => `key-${Date.now().toString(36)}-${(keySeq += 1)}`;
const future = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
const line = (over: Record<string, unknown> = {}) => ({ skuName: 'Standing desk', specification: '140x70', quantity: 2, uomName: 'pcs', estimatedPrice: 899, neededDate: future, supplierSuggestion: 'Any', ...over });
const draft = (over: Record<string, unknown> = {}) => ({ clientKey: newKey(), title: 'Desks for the new office', mallRequestEntryList: [line(), line({ skuName: 'Monitor arm', quantity: 4, estimatedPrice: 199 })], ...over });

/** The seeded request of `who` in `status` (purchase-request-seed.ts numbers them PR-MY-{user}-{n}). */
async function seeded(who: SignedIn, status: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(`select id::int as id from mall_requests where owner_id = $1 and status = $2 and request_num like 'PR-MY-%'`, [who.user.id, status]);
  return row!.id;
}
const statusOf = async (id: number) => (await server.db.query<{ status: string }>('select status from mall_requests where id = $1', [id]))[0]!.status;

describe('My requests list, counts and detail', () => {
  it('lists the caller\'s own requests with their lines, one per seeded status, and counts each tab', async () => {
    const list = (await get(buyer, '/mall-requests/mall-list', { requestNum: 'PR-MY-', size: '20' })).json();
    expect(list.totalElements).toBe(7);
    expect(new Set(list.content.map((r: { mallManualRequestStatus: string }) => r.mallManualRequestStatus))).toEqual(
      new Set(['TO_PO', 'CANCELED', 'CANCELLING', 'NEW', 'CANCEL_TO_CONFIRM', 'SUBMITTED', 'APPROVED']),
    );
    expect(list.content[0].mallRequestEntryViewVOList).toHaveLength(2);
    const counts = (await get(buyer, '/mall-requests/mall-status-count', { requestNum: 'PR-MY-' })).json();
    expect(counts.total).toBe(7);
    expect(counts.statusCountList).toContainEqual({ mallManualRequestStatus: 'APPROVED', count: 1 });
    const approved = (await get(buyer, '/mall-requests/mall-list', { mallManualRequestStatus: 'APPROVED', requestNum: 'PR-MY-' })).json().content[0];
    // The approved request's second line is cancelled, and takes no part in the amount.
    expect(approved.mallRequestEntryViewVOList.map((e: { cancelStatus?: string }) => e.cancelStatus)).toEqual([undefined, 'CANCELED']);
    expect(approved.amount).toBe(510);
  });

  it('answers 404 for another owner\'s request and 403 for another tenant\'s organisation', async () => {
    const id = await seeded(buyer, 'NEW');
    expect((await get(member, '/mall-requests/mall-detail', { mallRequestId: String(id) })).statusCode).toBe(404);
    const response = await server.app.inject({ method: 'GET', url: `${base(buyer)}/mall-requests/mall-detail`, query: { mallRequestId: String(id) }, headers: stranger.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(failedShape('error.forbidden'));
  });
});

describe('save, submit and renew', () => {
  it('saves a draft, then submits it; a second submit of the same form makes no second request', async () => {
    const body = draft();
    const saved = (await post(buyer, '/mall-requests/save', body)).json();
    expect(saved).toMatchObject({ mallManualRequestStatus: 'NEW', title: 'Desks for the new office', amount: 2594 });
    const twice = await Promise.all([1, 2].map(() => post(buyer, '/mall-requests/save', { ...body, submitFlag: 1 })));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(twice.map((r) => r.json().mallRequestId))).toEqual(new Set([saved.mallRequestId]));
    expect(await statusOf(saved.mallRequestId)).toBe('SUBMITTED');
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from mall_requests where client_key = $1', [body.clientKey]);
    expect(row?.n).toBe(1);
  });

  it('a double click of Submit on a fresh form makes one submitted request', async () => {
    const body = { ...draft(), submitFlag: 1 };
    const answers = await Promise.all([1, 2].map(() => post(buyer, '/mall-requests/save', body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().mallRequestId).toBe(answers[1]!.json().mallRequestId);
    const steps = (await post(buyer, '/mall-requests/approval-progress', { mallRequestId: answers[0]!.json().mallRequestId })).json();
    expect(steps.map((s: { action: string }) => s.action)).toEqual(['SUBMIT', 'PENDING']);
  });

  it('withdraws a submitted request, re-edits it (renew) and submits it again', async () => {
    const submitted = (await post(buyer, '/mall-requests/save', { ...draft(), submitFlag: 1 })).json();
    expect((await post(buyer, '/mall-requests/submit-withdraw', { mallRequestId: submitted.mallRequestId })).json().mallManualRequestStatus).toBe('NEW');
    const renewed = (await post(buyer, '/mall-requests/renew', { ...draft({ title: 'Desks, fewer' }), mallRequestId: submitted.mallRequestId, submitFlag: 1, mallRequestEntryList: [line({ quantity: 1 })] })).json();
    expect(renewed).toMatchObject({ mallRequestId: submitted.mallRequestId, mallManualRequestStatus: 'SUBMITTED', title: 'Desks, fewer', amount: 899 });
    const actions = (await post(buyer, '/mall-requests/approval-progress', { mallRequestId: submitted.mallRequestId })).json().map((s: { action: string }) => s.action);
    expect(actions).toEqual(['SUBMIT', 'WITHDRAW', 'SUBMIT', 'PENDING']);
  });

  it('refuses a needed date before today, a member without the add-purchase permission and renew without an id', async () => {
    const past = await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ neededDate: '2020-01-01' })] }));
    expect(past.statusCode).toBe(422);
    expect((await post(member, '/mall-requests/save', draft())).statusCode).toBe(403);
    expect((await post(buyer, '/mall-requests/renew', draft())).statusCode).toBe(404);
    expect((await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [] }))).statusCode).toBe(400);
    expect((await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ quantity: 0 })] }))).statusCode).toBe(400);
  });

  it('keeps a line attachment uploaded for a purchase request in the tenant, and refuses any other', async () => {
    const upload = async (who: SignedIn, usage: string) => {
      const { payload, headers } = multipartPayload({ bucketName: 'private-bucket', directory: 'mall-front', usage, attachmentUUID: newKey() }, { name: 'quote.pdf', content: sampleBytes.pdf() });
      const r = await server.app.inject({ method: 'POST', url: `/hfle/v1/${who.user.organizationId}/files/attachment/multipart-with-info`, headers: { ...who.auth, ...headers }, payload });
      return r.json().attachmentUUID as string;
    };
    const mine = await upload(buyer, 'purchase-request');
    const ok = await post(buyer, '/mall-requests/save', draft({ attachmentUuid: mine, mallRequestEntryList: [line({ attachmentUuid: mine })] }));
    expect(ok.json().mallRequestEntryViewVOList[0].attachmentUuid).toBe(mine);
    const theirs = await upload(stranger, 'purchase-request');
    expect((await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ attachmentUuid: theirs })] }))).statusCode).toBe(404);
    const general = await upload(buyer, 'general');
    expect((await post(buyer, '/mall-requests/save', draft({ attachmentUuid: general }))).statusCode).toBe(404);
  });
});

describe('status changes only along allowed transitions', () => {
  it('refuses to cancel a TO_PO request with a message, and changes nothing', async () => {
    const id = await seeded(buyer, 'TO_PO');
    const response = await post(buyer, '/mall-requests/cancel', { mallRequestId: id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ failed: true, code: 'mall-request.refused', message: 'The purchase request is turned into an order: it cannot be cancelled' });
    expect(await statusOf(id)).toBe('TO_PO');
  });

  it.each([
    ['/mall-requests/submit-withdraw', 'NEW'],
    ['/mall-requests/submit-withdraw', 'APPROVED'],
    ['/mall-requests/cancel', 'SUBMITTED'],
    ['/mall-requests/cancel', 'CANCELED'],
    ['/mall-requests/cancel', 'CANCELLING'],
  ])('refuses %s of a %s request', async (path, status) => {
    const id = await seeded(member, status);
    const before = await statusOf(id);
    expect((await post(member, path, { mallRequestId: id })).statusCode).toBe(422);
    expect(await statusOf(id)).toBe(before);
  });

  it('refuses to re-edit a submitted request', async () => {
    const id = await seeded(member, 'SUBMITTED');
    const member2 = { ...draft(), mallRequestId: id };
    // the member lacks add-purchase: the permission is checked first
    expect((await post(member, '/mall-requests/renew', member2)).statusCode).toBe(403);
    const mine = (await post(buyer, '/mall-requests/save', { ...draft(), submitFlag: 1 })).json().mallRequestId;
    expect((await post(buyer, '/mall-requests/renew', { ...draft(), mallRequestId: mine })).statusCode).toBe(422);
  });

  it('cancels an approved request to CANCELLING and a draft to CANCELED', async () => {
    expect((await post(buyer, '/mall-requests/cancel', { mallRequestId: await seeded(buyer, 'APPROVED') })).json().mallManualRequestStatus).toBe('CANCELLING');
    const created = (await post(buyer, '/mall-requests/save', draft())).json().mallRequestId;
    expect((await post(buyer, '/mall-requests/cancel', { mallRequestId: created })).json().mallManualRequestStatus).toBe('CANCELED');
  });

  it('cancels lines (the request is cancelled when none is left) and deletes draft lines but not the last', async () => {
    const created = (await post(buyer, '/mall-requests/save', draft())).json();
    const [first, second] = created.mallRequestEntryViewVOList.map((e: { mallRequestEntryId: number }) => e.mallRequestEntryId);
    const afterOne = (await post(buyer, '/mall-request-entrys/cancel', { mallRequestId: created.mallRequestId, mallRequestEntryIds: [first] })).json();
    expect(afterOne).toMatchObject({ mallManualRequestStatus: 'NEW', amount: 796 });
    expect((await post(buyer, '/mall-request-entrys/cancel', { mallRequestId: created.mallRequestId, mallRequestEntryIds: [first] })).statusCode).toBe(404);
    expect((await post(buyer, '/mall-request-entrys/delete', { mallRequestId: created.mallRequestId, mallRequestEntryIds: [first] })).statusCode).toBe(200);
    expect((await post(buyer, '/mall-request-entrys/delete', { mallRequestId: created.mallRequestId, mallRequestEntryIds: [second] })).statusCode).toBe(422);
    expect((await post(buyer, '/mall-request-entrys/cancel', { mallRequestId: created.mallRequestId, mallRequestEntryIds: [second] })).json().mallManualRequestStatus).toBe('CANCELED');
  });

  it('leaves another owner\'s request untouched (404) whatever the action', async () => {
    const id = await seeded(buyer, 'NEW');
    for (const path of ['/mall-requests/cancel', '/mall-requests/submit-withdraw', '/mall-requests/approval-progress']) {
      expect((await post(member, path, { mallRequestId: id })).statusCode).toBe(404);
    }
    expect((await post(member, '/mall-request-entrys/cancel', { mallRequestId: id, mallRequestEntryIds: [1] })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('NEW');
  });
});

describe('mall-request-budget-validate', () => {
  it('checks the lines in order against the budget, leaving cancelled lines out', async () => {
    const [budget] = await server.db.query<{ id: number; free: number }>(
      'select id::int as id, (amount - occupied)::float8 as free from budgets where company_id = $1 order by id limit 1',
      [buyer.user.companyId],
    );
    const fits = Math.floor(budget!.free / 2);
    const answer = (await post(buyer, '/mall-requests/mall-request-budget-validate', {
      budgetId: budget!.id,
      mallRequestEntryList: [{ skuName: 'fits', quantity: 1, estimatedPrice: fits }, { skuName: 'too much', quantity: 1, estimatedPrice: budget!.free }],
    })).json();
    const options = (await get(buyer, '/mall-requests/budget-options')).json();
    expect(options.map((o: { budgetId: number }) => o.budgetId)).toContain(budget!.id);
    expect(answer).toMatchObject({ budgetId: budget!.id, failedCount: 1, entries: [{ skuName: 'fits', overFlag: 0 }, { skuName: 'too much', overFlag: 1 }] });
    const seededApproved = await seeded(buyer, 'CANCELLING');
    expect((await post(buyer, '/mall-requests/mall-request-budget-validate', { mallRequestId: seededApproved })).json()).toMatchObject({ failedCount: 0, entries: [] });
  });
});

describe('request-line import (import.templates)', () => {
  const template = requestLineImportTemplates[0]!;
  const callAs = (who: SignedIn, mallRequestId: unknown) => ({
    session: { userId: who.user.id, tenantId: who.user.tenantId, tenantNum: who.user.tenantNum, organizationId: who.user.organizationId, companyId: who.user.companyId, loginName: who.user.loginName, language: 'en_US' as const },
    db: server.db,
    args: { mallRequestId },
  });
  const row = (rowId: number, data: Record<string, string | number>) => ({ rowId, sheetIndex: 0, rowNum: rowId + 1, data });

  it('appends the rows after the draft\'s lines, refusing a needed date before today', async () => {
    const created = (await post(buyer, '/mall-requests/save', draft())).json();
    const rows = [row(1, { skuName: 'Ladle', quantity: 6, uomName: 'pcs', estimatedPrice: 15, neededDate: future }), row(2, { skuName: 'Pan', quantity: 1, uomName: 'pcs', estimatedPrice: 99, neededDate: '2020-01-01' })];
    expect(await template.check!(callAs(buyer, created.mallRequestId), rows, { totals: new Map(), memo: new Map() })).toEqual([{ rowId: 2, key: 'needed-date.before-today' }]);
    await template.importRows(callAs(buyer, created.mallRequestId), rows.slice(0, 1), 'TEST-BATCH', { memo: new Map() });
    const detail = (await get(buyer, '/mall-requests/mall-detail', { mallRequestId: String(created.mallRequestId) })).json();
    expect(detail.mallRequestEntryViewVOList.map((e: { lineNum: number; skuName: string }) => [e.lineNum, e.skuName])).toEqual([[1, 'Standing desk'], [2, 'Monitor arm'], [3, 'Ladle']]);
  });

  it("refuses another owner's request and one no longer a draft, before any row", async () => {
    const rows = [row(1, { skuName: 'Ladle', quantity: 1, uomName: 'pcs', estimatedPrice: 1, neededDate: future })];
    await expect(template.check!(callAs(member, await seeded(buyer, 'NEW')), rows, { totals: new Map(), memo: new Map() })).rejects.toMatchObject({ code: 'mall-request.not.found' });
    await expect(template.check!(callAs(buyer, await seeded(buyer, 'SUBMITTED')), rows, { totals: new Map(), memo: new Map() })).rejects.toMatchObject({ code: 'mall-request.refused' });
    await expect(template.importRows(callAs(buyer, 'x'), rows, 'TEST-BATCH', { memo: new Map() })).rejects.toMatchObject({ code: 'mall-request.not.found' });
  });
});

describe('open-cart/buy-again (buy again; import manual products to cart)', () => {
  const cartQuantity = async (who: SignedIn, productId: number) =>
    (await server.db.query<{ q: number }>('select quantity::float8 as q from cart_lines where owner_id = $1 and product_id = $2 and buy_now_flag = 0', [who.user.id, productId]))[0]?.q ?? 0;
  const productOf = async (who: SignedIn, source: string) =>
    (await server.db.query<{ id: number }>(
      `select id::int as id from products where tenant_id = $1 and product_source = $2 and shelf_flag = 1 and min_package_quantity = 1 and min_purchase_quantity <= 1
          and max_purchase_quantity is null and purchase_quantity_limit is null order by id desc limit 1`,
      [who.user.tenantId, source],
    ))[0]!.id;

  it('puts the open lines naming a manual product into the cart, adding to what it holds; cancelled lines stay out', async () => {
    // The member's seeded approved request: line 1 names a manual product, line 2 is cancelled.
    const id = await seeded(member, 'APPROVED');
    const [entry] = (await get(member, '/mall-requests/mall-detail', { mallRequestId: String(id) })).json().mallRequestEntryViewVOList;
    expect(entry.productId).toBeGreaterThan(0);
    const before = await cartQuantity(member, entry.productId);
    const response = await post(member, '/open-cart/buy-again', { mallRequestId: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successCount: 1, failedList: [] });
    expect(await cartQuantity(member, entry.productId)).toBe(before + 20);
    await post(member, '/open-cart/buy-again', { mallRequestId: id });
    expect(await cartQuantity(member, entry.productId)).toBe(before + 40);
  });

  it('lists a free-text line as not in the catalogue, and refuses a request with no such line, leaving the cart unchanged', async () => {
    const manual = await productOf(buyer, 'MANUAL');
    const mixed = (await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ productId: manual, quantity: 1 }), line({ skuName: 'Hand-made sign' })] }))).json();
    expect(mixed.mallRequestEntryViewVOList[0].productId).toBe(manual);
    const answer = (await post(buyer, '/open-cart/buy-again', { mallRequestId: mixed.mallRequestId })).json();
    expect(answer.successCount).toBe(1);
    expect(answer.failedList).toEqual([
      {
        mallRequestEntryId: mixed.mallRequestEntryViewVOList[1].mallRequestEntryId,
        skuName: 'Hand-made sign',
        code: 'mall-request.buy-again.not-catalogued',
        message: 'The line names no manual product of the catalogue, so it cannot go into the cart',
      },
    ]);
    const freeText = (await post(buyer, '/mall-requests/save', draft())).json().mallRequestId;
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from cart_lines where owner_id = $1', [buyer.user.id]);
    const refused = await post(buyer, '/open-cart/buy-again', { mallRequestId: freeText });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failedShape('mall-request.buy-again.nothing'));
    expect(refused.json().message).toBe('None of the lines of this request can be bought again');
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from cart_lines where owner_id = $1', [buyer.user.id]))[0]).toEqual(count);
  });

  it('refuses another owner (404), another tenant (403), a line of another request (404) and a buyer without the permission (403)', async () => {
    const id = await seeded(buyer, 'NEW');
    expect((await post(member, '/open-cart/buy-again', { mallRequestId: id })).statusCode).toBe(404);
    const foreign = await server.app.inject({ method: 'POST', url: `${base(buyer)}/open-cart/buy-again`, payload: { mallRequestId: id }, headers: stranger.auth });
    expect(foreign.statusCode).toBe(403);
    const otherLine = (await get(buyer, '/mall-requests/mall-detail', { mallRequestId: String(await seeded(buyer, 'SUBMITTED')) })).json().mallRequestEntryViewVOList[0].mallRequestEntryId;
    expect((await post(buyer, '/open-cart/buy-again', { mallRequestId: id, mallRequestEntryIds: [otherLine] })).statusCode).toBe(404);
    const code = 'mall.tenant.buying-manage.my-request.button.import-to-cart';
    const taken = await server.db.query(
      'delete from role_permissions rp using user_roles ur where ur.user_id = $1 and rp.role_id = ur.role_id and rp.permission_code = $2 returning rp.*',
      [member.user.id, code],
    );
    try {
      expect((await post(member, '/open-cart/buy-again', { mallRequestId: await seeded(member, 'NEW') })).statusCode).toBe(403);
    } finally {
      for (const row of taken as Record<string, unknown>[]) {
        const cols = Object.keys(row);
        await server.db.query(`insert into role_permissions (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
      }
    }
  });

  it('saves a line naming only a manual product of the caller\'s tenant', async () => {
    const catalogue = await productOf(buyer, 'CATA');
    const refused = await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ productId: catalogue })] }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(failedShape('mall-request.product.not.found'));
    const foreign = await productOf(stranger, 'MANUAL');
    expect((await post(buyer, '/mall-requests/save', draft({ mallRequestEntryList: [line({ productId: foreign })] }))).statusCode).toBe(404);
  });
});
