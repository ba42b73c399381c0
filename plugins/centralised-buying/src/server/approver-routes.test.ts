// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { APPROVER_PERMISSION } from '../approver';

// The approver's calls, served to the financial group (FOUNDERSC), the tenant that uses the
// plugin; its seed pairs `foundersc.approver` with `foundersc.buyer` in one company.
const RELATIONS = '/smal/v1/{org}/centralized-relations';

let server: ServerUnderTest;
let approver: ServerCaller;
let buyer: ServerCaller;
let member: ServerCaller;
let stranger: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  [approver, buyer, member, stranger] = await Promise.all([server.signIn('foundersc.approver'), server.signIn('foundersc.buyer'), server.signIn('foundersc.member'), server.signIn('hlcx.buyer')]);
}, 300_000);
afterAll(() => server.close());

interface Listed {
  cartId: number;
  demanderName: string;
  productName: string;
  quantity: number;
  uomName: string;
  currencyCode: string;
  latestPrice: number;
  amount: number;
  submittedAt: string;
}
const listed = async (caller = approver) => (await caller.call<Listed[]>('GET', `${RELATIONS}/approvals`)).body;
const relation = async (cartId: number) =>
  (await server.query<{ status: string; decidedBy: number | null }>(`select status, decided_by::float8 as "decidedBy" from centralized_relations where cart_id = $1`, [cartId]))[0]!;
const cartLine = async (cartId: number) =>
  (await server.query<{ status: string; flag: number }>(`select attributes->>'centralizedStatus' as status, (attributes->>'approvingFlag')::int as flag from cart_lines where id = $1`, [cartId]))[0]!;
/** The buyer's group-buying lines, by their stored relation status. */
const buyerLines = async (status: string) =>
  (
    await server.query<{ cartId: number }>(`select cart_id::float8 as "cartId" from centralized_relations where owner_id = $1 and status = $2 order by cart_id`, [
      buyer.user.id,
      status,
    ])
  ).map((r) => r.cartId);
/** Puts a line of the buyer back in approval, as the demander's submit leaves it. */
const inApproval = async (cartId: number) => {
  await server.query(`update centralized_relations set status = 'APPROVEING', old_status = null, decided_by = null, decided_at = null where cart_id = $1`, [cartId]);
  await server.query(`update cart_lines set attributes = attributes || '{"centralizedStatus":"APPROVEING","approvingFlag":1}' where id = $1`, [cartId]);
};
const decide = (decision: 'approve' | 'reject', cartIds: number[], caller = approver) => caller.call<{ code?: string; message?: string }>('POST', `${RELATIONS}/${decision}`, { body: { cartIds } });

describe('centralised buying: the approver decides the demanders\' lines in approval', () => {
  it('lists what the approver decides with demander, goods, quantity, amount and date; demanders decide nothing', async () => {
    const [approving] = await buyerLines('APPROVEING');
    const [row] = await server.query<{ price: number; quantity: number; name: string }>(
      `select p.price::float8 as price, c.quantity::float8 as quantity, p.product_name as name from cart_lines c join products p on p.id = c.product_id where c.id = $1`,
      [approving],
    );
    const rows = await listed();
    expect(rows).toEqual([
      expect.objectContaining({ cartId: approving, demanderName: 'FOUNDERSC 采购员', productName: row!.name, quantity: row!.quantity, currencyCode: 'CNY' }),
    ]);
    // The seeded goods have no ladder, so the price is the base price and the amount its multiple.
    expect(rows[0]!.latestPrice).toBe(row!.price);
    expect(rows[0]!.amount).toBe(Math.round(row!.price * row!.quantity * 100) / 100);
    expect(rows[0]!.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await listed(buyer)).toEqual([]);
    expect(await listed(member)).toEqual([]);
  });

  it('approves: the demander sees the line APPROVED and out of approval, the list drops it, and a second decision is refused (409)', async () => {
    const [cartId] = await buyerLines('APPROVEING');
    const approved = await decide('approve', [cartId!]);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual([{ cartId, centralizedStatus: 'APPROVED', oldCentralizedStatus: null }]);
    expect(await relation(cartId!)).toEqual({ status: 'APPROVED', decidedBy: approver.user.id });
    expect(await cartLine(cartId!)).toEqual({ status: 'APPROVED', flag: 0 });
    expect((await listed()).map((r) => r.cartId)).not.toContain(cartId);
    const again = await decide('reject', [cartId!]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'centralised-buying.relation.decided', message: expect.stringMatching(/已不在审批中：已被审批$/) });
    expect(await relation(cartId!)).toEqual({ status: 'APPROVED', decidedBy: approver.user.id });
    // The demander's own actions do not start from APPROVED.
    expect((await buyer.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [cartId] } })).status).toBe(409);
  });

  it.each([
    ['approve', 'reject'],
    ['reject', 'approve'],
    ['approve', 'approve'],
    ['reject', 'reject'],
  ] as const)('decides once when %s and %s arrive together: one answer 200, the other 409, the stored status the winner\'s', async (first, second) => {
    const [cartId] = await buyerLines('APPROVED');
    await inApproval(cartId!);
    const answers = await Promise.all([decide(first, [cartId!]), decide(second, [cartId!])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? first : second;
    const stored = winner === 'approve' ? 'APPROVED' : 'REJECTED';
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'centralised-buying.relation.decided' });
    // Re-read after the refusal: the loser changed nothing the winner stored.
    expect(await relation(cartId!)).toEqual({ status: stored, decidedBy: approver.user.id });
    expect(await cartLine(cartId!)).toEqual({ status: stored, flag: 0 });
    if (stored === 'REJECTED') {
      await server.query(`update centralized_relations set status = 'APPROVED' where cart_id = $1`, [cartId]);
    }
  });

  it('is all or nothing: a batch with one decided line changes none of its lines', async () => {
    const lines = await server.query<{ cartId: number }>(`select cart_id::float8 as "cartId" from centralized_relations where owner_id = $1 order by cart_id`, [buyer.user.id]);
    const [open, decided] = lines.map((l) => l.cartId);
    await inApproval(open!);
    await server.query(`update centralized_relations set status = 'APPROVED' where cart_id = $1`, [decided]);
    expect((await decide('reject', [open!, decided!])).status).toBe(409);
    expect((await relation(open!)).status).toBe('APPROVEING');
  });

  it("refuses a demander and a member (403, the reason) and changes nothing", async () => {
    const [cartId] = await buyerLines('APPROVEING');
    const refused = await decide('approve', [cartId!], buyer);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'centralised-buying.relation.approver-only', message: '只有集采审批人可以通过或拒绝；需求人只能提交、取消或删除自己的关联' });
    expect((await decide('reject', [cartId!], member)).status).toBe(403);
    expect((await relation(cartId!)).status).toBe('APPROVEING');
  });

  it('refuses an approver their own demand (403)', async () => {
    const [own] = await server.query<{ cartId: number }>(
      `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, attributes)
       select c.tenant_id, c.organization_id, $1, c.company_id, c.product_id, c.quantity, c.attributes from cart_lines c where c.id = $2
       returning id::float8 as "cartId"`,
      [approver.user.id, (await buyerLines('APPROVEING'))[0]],
    );
    await server.query(`insert into centralized_relations (tenant_id, cart_id, owner_id, status) values ($1, $2, $3, 'APPROVEING')`, [approver.user.tenantId, own!.cartId, approver.user.id]);
    const refused = await decide('approve', [own!.cartId]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'centralised-buying.relation.own-line' });
    expect((await listed()).map((r) => r.cartId)).not.toContain(own!.cartId);
  });

  it("decides only demanders of the approver's company: another company's demand is neither listed nor decided (404)", async () => {
    const [cartId] = await buyerLines('APPROVEING');
    const [own] = await server.query<{ companyId: number }>(`select company_id::float8 as "companyId" from users where id = $1`, [buyer.user.id]);
    const [other] = await server.query<{ id: number }>(
      `insert into companies (tenant_id, organization_id, company_num, company_name) values ($1, $2, 'FOUNDERSC-OTHER', 'Other company') returning id::float8 as id`,
      [buyer.user.tenantId, buyer.user.organizationId],
    );
    await server.query(`update users set company_id = $2 where id = $1`, [buyer.user.id, other!.id]);
    try {
      expect((await listed()).map((r) => r.cartId)).not.toContain(cartId);
      const refused = await decide('approve', [cartId!]);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'centralised-buying.relation.not-found' });
      expect((await relation(cartId!)).status).toBe('APPROVEING');
    } finally {
      await server.query(`update users set company_id = $2 where id = $1`, [buyer.user.id, own!.companyId]);
    }
  });

  it('needs the approver permission as well as the approver listing: without the role nothing is listed or decided', async () => {
    const [cartId] = await buyerLines('APPROVEING');
    const granted = `select ur.role_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = $1 and rp.permission_code = $2`;
    const [role] = await server.query<{ role_id: number }>(granted, [approver.user.id, APPROVER_PERMISSION]);
    expect(role).toBeDefined();
    await server.query(`delete from user_roles where user_id = $1 and role_id = $2`, [approver.user.id, role!.role_id]);
    try {
      expect(await listed()).toEqual([]);
      expect((await decide('approve', [cartId!])).status).toBe(403);
    } finally {
      await server.query(`insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)`, [approver.user.tenantId, approver.user.id, role!.role_id]);
    }
    // The member holding the role but not listed as an approver decides nothing either.
    await server.query(`insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)`, [member.user.tenantId, member.user.id, role!.role_id]);
    expect((await decide('approve', [cartId!], member)).status).toBe(403);
    expect(await listed(member)).toEqual([]);
  });

  it("grants the approver's permission to the approver only (the My Mall menu entry and page)", async () => {
    const check = async (caller: ServerCaller) => (await caller.call<{ approve: boolean }[]>('POST', '/iam/hzero/v1/menus/check-permissions', { body: [APPROVER_PERMISSION] })).body[0]!.approve;
    expect(await check(approver)).toBe(true);
    expect(await check(buyer)).toBe(false);
  });

  it("is not served to another tenant's caller (404) and refuses malformed bodies (400)", async () => {
    const [cartId] = await buyerLines('APPROVEING');
    expect((await decide('approve', [cartId!], stranger)).status).toBe(404);
    expect((await stranger.call('GET', `${RELATIONS}/approvals`)).status).toBe(404);
    for (const body of [{}, { cartIds: [] }, { cartIds: [1, 1] }, { cartIds: ['a'] }, { cartIds: [1], reason: 'x' }]) {
      expect((await approver.call('POST', `${RELATIONS}/approve`, { body })).status).toBe(400);
    }
  });
});
