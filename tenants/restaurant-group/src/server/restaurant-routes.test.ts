// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { REQUEST_RESUBMIT_API, UNEVALUATED_ORDERS_API, OA_APPROVAL_BASE } from './restaurant-routes';

const UNRATED = `/marmot/v1/{org}/marmot-api/${UNEVALUATED_ORDERS_API}`;
const RESUBMIT = `/marmot/v1/{org}/marmot-api/${REQUEST_RESUBMIT_API}`;
const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;
beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('caocao.buyer');
  member = await server.signIn('caocao.member');
}, 300_000);
afterAll(() => server.close());

/** A request of `buyer` against the small budget (BUD-PETTY, 1000), saved as a draft. */
async function draftOverPetty(): Promise<{ mallRequestId: number; requestNum: string }> {
  const [petty] = await server.query<{ id: number }>(`select id::int as id from budgets where tenant_id = $1 and budget_code = 'BUD-PETTY'`, [buyer.user.tenantId]);
  const answer = await buyer.call<{ mallRequestId: number; requestNum: string }>('POST', '/smodr/v1/{org}/mall-requests/save', {
    body: {
      clientKey: `caocao-${Date.now().toString(36)}`,
      title: 'Kitchen refit',
      budgetId: petty!.id,
      mallRequestEntryList: [
        { skuName: 'Wok burner', quantity: 1, uomName: 'pcs', estimatedPrice: 800, neededDate: future },
        { skuName: 'Steamer', quantity: 1, uomName: 'pcs', estimatedPrice: 700, neededDate: future },
      ],
    },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('restaurant-group server entry', () => {
  it("answers the caller's completed orders not yet rated, and none once rated", async () => {
    const answer = await buyer.call<string[]>('POST', UNRATED, { body: {} });
    expect(answer.status).toBe(200);
    const [received] = await server.query<{ num: string; id: number }>(`select order_num as num, id::int as id from orders where owner_id = $1 and status = 'RECEIVED' order by id`, [buyer.user.id]);
    expect(answer.body).toContain(received!.num);
    await server.query(`insert into order_comments (order_id, tenant_id, owner_id, rating, content) select id, tenant_id, owner_id, 5, 'good' from orders where owner_id = $1 and status = 'RECEIVED'`, [buyer.user.id]);
    expect((await buyer.call<string[]>('POST', UNRATED, { body: {} })).body).toEqual([]);
  });

  it('warns first (attributeVarchar6 1, the over-budget line) and changes nothing; resubmits once confirmed, with the OA link', async () => {
    const request = await draftOverPetty();
    const warned = await buyer.call<Record<string, unknown>>('POST', RESUBMIT, { body: { mallRequestId: request.mallRequestId } });
    expect(warned.body).toEqual({ mallManualRequestStatus: 'NEW', attributeVarchar6: '1', mallRequestEntryViewVOList: [{ skuName: 'Steamer', amount: 700 }] });
    const [still] = await server.query<{ status: string }>('select status from mall_requests where id = $1', [request.mallRequestId]);
    expect(still!.status).toBe('NEW');
    const confirmed = await buyer.call<Record<string, unknown>>('POST', RESUBMIT, { body: { mallRequestId: request.mallRequestId, confirmFlag: 1 } });
    expect(confirmed.body).toMatchObject({ mallManualRequestStatus: 'SUBMITTED', attributeVarchar6: '1', attributeLongtext10: `${OA_APPROVAL_BASE}${request.requestNum}` });
    const detail = await buyer.call<Record<string, unknown>>('GET', '/smodr/v1/{org}/mall-requests/mall-detail', { query: { mallRequestId: request.mallRequestId } });
    expect(detail.body).toMatchObject({ mallManualRequestStatus: 'SUBMITTED', attributeVarchar6: '1', attributeLongtext10: `${OA_APPROVAL_BASE}${request.requestNum}` });
    // Submitted now: a second resubmit is refused.
    expect((await buyer.call('POST', RESUBMIT, { body: { mallRequestId: request.mallRequestId, confirmFlag: 1 } })).status).toBe(422);
  });

  it("refuses another owner's request (404) and a request turned into an order (422)", async () => {
    const request = await draftOverPetty();
    expect((await member.call('POST', RESUBMIT, { body: { mallRequestId: request.mallRequestId } })).status).toBe(404);
    const [toPo] = await server.query<{ id: number }>(`select id::int as id from mall_requests where owner_id = $1 and status = 'TO_PO'`, [buyer.user.id]);
    expect((await buyer.call('POST', RESUBMIT, { body: { mallRequestId: toPo!.id } })).status).toBe(422);
  });
});
