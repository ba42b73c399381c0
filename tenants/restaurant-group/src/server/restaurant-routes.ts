import { defineServerRoute, ServerCallError, type ServerRoute } from '@mall/sdk/server';

/** Scripted marmot-api call names (spec 3 names the calls, not their api names; these are ours). */
export const UNEVALUATED_ORDERS_API = 'caocao-unevaluated-orders';
export const REQUEST_RESUBMIT_API = 'caocao-request-resubmit';

/** At most this many unrated order numbers are shown (spec 3). */
export const UNRATED_SHOWN = 5;

/** Where the OA approval of a resubmitted request is followed (attributeLongtext10). */
export const OA_APPROVAL_BASE = 'https://oa.caocao.example/approval/';

interface ResubmitBody {
  mallRequestId: number;
  /** 1 once the buyer confirmed the budget warning. */
  confirmFlag?: 0 | 1;
}

interface EntryRow {
  skuName: string;
  amount: number;
  cancelStatus?: 'CANCELED';
}

/**
 * The caller's completed (RECEIVED) orders that have no rating yet, newest first: the order
 * numbers that block ordering. Answers all of them; the page shows at most five.
 */
const unevaluatedOrders = defineServerRoute<unknown, unknown, Record<string, never>>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${UNEVALUATED_ORDERS_API}`,
  summary: 'restaurant-group: order codes of the caller\'s completed orders not yet rated',
  schema: { body: { type: 'object', additionalProperties: false, properties: {} } },
  async handler({ db, session }) {
    const rows = await db.query<{ orderCode: string }>(
      `select o.order_num as "orderCode" from orders o
        where o.tenant_id = $1 and o.organization_id = $2 and o.owner_id = $3 and o.status = 'RECEIVED'
          and not exists (select 1 from order_comments c where c.order_id = o.id)
        order by o.created_at desc, o.id desc`,
      [session.tenantId, session.organizationId, session.userId],
    );
    return rows.map((r) => r.orderCode);
  },
});

/**
 * Request resubmit (spec 3 section 7): a withdrawn or draft request (NEW) of the caller is
 * submitted again. Its lines (cancelled ones left out) are taken in order against the request's
 * budget; when some exceed it and the buyer has not confirmed, nothing changes and the answer is
 * the budget warning flag attributeVarchar6 '1' with those lines. Otherwise the request becomes
 * SUBMITTED with the flag kept ('1' when submitted over budget, else '0') and its OA approval
 * link (attributeLongtext10). Any other status is refused and nothing changes.
 */
const requestResubmit = defineServerRoute<unknown, unknown, ResubmitBody>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${REQUEST_RESUBMIT_API}`,
  summary: 'restaurant-group: resubmits a request, warning first when its lines exceed the budget',
  schema: {
    body: {
      type: 'object',
      required: ['mallRequestId'],
      additionalProperties: false,
      properties: { mallRequestId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, confirmFlag: { type: 'integer', enum: [0, 1] } },
    },
  },
  async handler({ db, session, body }) {
    return db.transaction(async (tx) => {
      const [request] = await tx.query<{ id: number; status: string; requestNum: string; free: number | null }>(
        `select r.id::int as id, r.status, r.request_num as "requestNum", (b.amount - b.occupied)::float8 as free
           from mall_requests r left join budgets b on b.id = r.budget_id and b.tenant_id = r.tenant_id
          where r.id = $1 and r.tenant_id = $2 and r.organization_id = $3 and r.owner_id = $4 for update of r`,
        [body.mallRequestId, session.tenantId, session.organizationId, session.userId],
      );
      if (!request) throw new ServerCallError(404, 'restaurant-group.request.not-found');
      if (request.status !== 'NEW') throw new ServerCallError(422, 'restaurant-group.request.not-resubmittable', { num: request.requestNum });
      const entries = await tx.query<EntryRow>(
        `select sku_name as "skuName", round(quantity * estimated_price, 2)::float8 as amount, cancel_status as "cancelStatus"
           from mall_request_entries where request_id = $1 order by line_num`,
        [request.id],
      );
      let running = 0;
      const over = entries
        .filter((e) => e.cancelStatus !== 'CANCELED')
        .filter((e) => request.free !== null && (running += e.amount) > request.free)
        .map(({ skuName, amount }) => ({ skuName, amount }));
      const flag = over.length > 0 ? '1' : '0';
      if (flag === '1' && body.confirmFlag !== 1) return { mallManualRequestStatus: 'NEW', attributeVarchar6: flag, mallRequestEntryViewVOList: over };
      const link = `${OA_APPROVAL_BASE}${request.requestNum}`;
      await tx.query(
        `update mall_requests set status = 'SUBMITTED', submitted_at = now(), updated_at = now(), attribute_varchar6 = $2, attribute_longtext10 = $3
          where id = $1 and status = 'NEW'`,
        [request.id, flag, link],
      );
      await tx.query(
        `insert into mall_request_approvals (tenant_id, request_id, step, action, approver_name, acted_at)
         select $1, $2, coalesce(max(step), 0) + 1, 'SUBMIT', $3, now() from mall_request_approvals where request_id = $2`,
        [session.tenantId, request.id, session.loginName],
      );
      return { mallManualRequestStatus: 'SUBMITTED', attributeVarchar6: flag, attributeLongtext10: link, mallRequestEntryViewVOList: over };
    });
  },
});

export const restaurantRoutes: readonly ServerRoute[] = [unevaluatedOrders, requestResubmit];
