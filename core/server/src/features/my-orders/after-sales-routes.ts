import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AFTER_SALE_REASONS, AFTER_SALE_TEXT_MAX, AFTER_SALE_TYPES, canApplyAfterSale, canCancelAfterSale, canReviewOrder, type AfterSaleStatus, type MallOrderStatus } from '@mall/domain';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { Id, OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import './after-sales-messages';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const ApplyBody = Type.Object({
  poHeaderId: Id(),
  requestType: literals(AFTER_SALE_TYPES),
  reasonCode: literals(AFTER_SALE_REASONS),
  description: Type.Optional(Type.String({ maxLength: AFTER_SALE_TEXT_MAX })),
  lines: Type.Array(Type.Object({ poLineId: Id(), quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1e12 }) }), { minItems: 1, maxItems: 200 }),
});
const CommentBody = Type.Object({
  poHeaderId: Id(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ minLength: 1, maxLength: AFTER_SALE_TEXT_MAX, pattern: '\\S' }),
});
const RequestParams = Type.Object({ org: OrgParams.properties.org, requestId: Id() });
const OrderParams = Type.Object({ org: OrgParams.properties.org, poHeaderId: Id() });

/** The caller's order, locked when `lock` (an apply or a review races another one). */
async function ownOrder(db: Db, session: Session, poHeaderId: number, lock = false) {
  const [order] = await db.query<{ id: number; mallOrderStatus: MallOrderStatus; afterSaleFlag: number }>(
    `select id::int as id, status as "mallOrderStatus", after_sale_flag::int as "afterSaleFlag" from orders
      where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4 ${lock ? 'for update' : ''}`,
    [poHeaderId, session.tenantId, session.organizationId, session.userId],
  );
  if (!order) throw notFound('smodr.order.not.found');
  return order;
}

const REQUEST_COLUMNS = `r.id::int as "requestId", r.request_num as "requestNum", r.order_id::int as "poHeaderId", o.order_num as "orderCode",
  r.request_type as "requestType", r.reason_code as "reasonCode", r.description, r.status, to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`;

async function requestDetail(db: Db, session: Session, requestId: number) {
  const [request] = await db.query<Record<string, unknown> & { requestNum: string; status: string }>(
    `select ${REQUEST_COLUMNS} from after_sale_requests r join orders o on o.id = r.order_id
      where r.id = $1 and r.tenant_id = $2 and r.organization_id = $3 and r.owner_id = $4`,
    [requestId, session.tenantId, session.organizationId, session.userId],
  );
  if (!request) throw notFound('smodr.after-sale.not.found');
  const lines = await db.query(
    `select l.order_line_id::int as "poLineId", ol.line_num as "lineNum", ol.product_name as "skuName", ol.uom_name as "uomName", l.quantity::float8 as quantity
       from after_sale_lines l join order_lines ol on ol.id = l.order_line_id where l.request_id = $1 order by ol.line_num`,
    [requestId],
  );
  const track = await db.query(
    `select status, note, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') as "operateTime" from after_sale_events where request_id = $1 order by created_at desc, id desc`,
    [requestId],
  );
  return { ...request, lines, track };
}

/**
 * After-sales and the review of an order: apply (lines of a delivered order, each within what it
 * holds less what open requests already ask), the order's requests, one request with its track,
 * withdraw, and one review per received order. All the caller's own.
 */
export const afterSalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post('/smodr/v1/:org/aftersales', { schema: { params: OrgParams, body: ApplyBody } }, async (request) => {
    const session = requireSession(request);
    const body = request.body;
    const ids = body.lines.map((l) => l.poLineId);
    if (new Set(ids).size !== ids.length) throw ruleRefused('smodr.after-sale.line.repeated');
    const requestId = await db.transaction(async (tx) => {
      // The order row lock makes two applies of one order take turns, so together they never ask more than a line holds.
      const order = await ownOrder(tx, session, body.poHeaderId, true);
      if (!canApplyAfterSale(order)) throw ruleRefused('smodr.after-sale.not.allowed');
      const held = await tx.query<{ id: number; skuName: string; open: number }>(
        `select ol.id::int as id, ol.product_name as "skuName",
                (ol.quantity - coalesce((select sum(al.quantity) from after_sale_lines al join after_sale_requests ar on ar.id = al.request_id
                                          where al.order_line_id = ol.id and ar.status not in ('CANCELLED', 'REJECTED')), 0))::float8 as open
           from order_lines ol where ol.order_id = $1 and ol.id = any($2::bigint[]) and coalesce(ol.sub_status, '') <> 'CANCELLED'`,
        [order.id, ids],
      );
      if (held.length !== ids.length) throw notFound('smodr.order.not.found');
      for (const line of body.lines) {
        const row = held.find((h) => h.id === line.poLineId)!;
        if (line.quantity > row.open + 1e-9) throw ruleRefused('smodr.after-sale.quantity.exceeded', { skuName: row.skuName, max: Math.max(row.open, 0) });
      }
      const [created] = await tx.query<{ id: number }>(
        `insert into after_sale_requests (tenant_id, organization_id, owner_id, order_id, request_num, request_type, reason_code, description)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int as id`,
        [session.tenantId, session.organizationId, session.userId, order.id, `AS${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
          body.requestType, body.reasonCode, body.description?.trim() || null],
      );
      await tx.query(
        `insert into after_sale_lines (request_id, order_line_id, quantity) select $1, x."poLineId", x.quantity from json_to_recordset($2::json) as x("poLineId" bigint, quantity numeric)`,
        [created!.id, JSON.stringify(body.lines)],
      );
      await tx.query(`insert into after_sale_events (request_id, status) values ($1, 'SUBMITTED')`, [created!.id]);
      return created!.id;
    });
    return requestDetail(db, session, requestId);
  });

  app.get('/smodr/v1/:org/aftersales', { schema: { params: OrgParams, querystring: Type.Object({ poHeaderId: Id() }) } }, async (request) => {
    const session = requireSession(request);
    const order = await ownOrder(db, session, request.query.poHeaderId);
    return db.query(`select ${REQUEST_COLUMNS} from after_sale_requests r join orders o on o.id = r.order_id where r.order_id = $1 and r.tenant_id = $2 order by r.created_at desc, r.id desc`, [
      order.id, session.tenantId,
    ]);
  });

  app.get('/smodr/v1/:org/aftersales/:requestId', { schema: { params: RequestParams } }, async (request) => requestDetail(db, requireSession(request), request.params.requestId));

  // Spec 2 section 7 names GET aftersales/track: the request's status history, newest first.
  app.get('/smodr/v1/:org/aftersales/track', { schema: { params: OrgParams, querystring: Type.Object({ requestId: Id() }) } }, async (request) => {
    const detail = await requestDetail(db, requireSession(request), request.query.requestId);
    return { requestNum: detail.requestNum, status: detail.status, track: detail.track };
  });

  app.post('/smodr/v1/:org/aftersales/:requestId/cancel', { schema: { params: RequestParams } }, async (request) => {
    const session = requireSession(request);
    const current = (await requestDetail(db, session, request.params.requestId)).status as AfterSaleStatus;
    if (!canCancelAfterSale(current)) throw ruleRefused('smodr.after-sale.cannot.cancel');
    await db.transaction(async (tx) => {
      const [done] = await tx.query(`update after_sale_requests set status = 'CANCELLED' where id = $1 and owner_id = $2 and status in ('SUBMITTED', 'PROCESSING') returning id`, [
        request.params.requestId, session.userId,
      ]);
      if (!done) throw ruleRefused('smodr.after-sale.cannot.cancel');
      await tx.query(`insert into after_sale_events (request_id, status) values ($1, 'CANCELLED')`, [request.params.requestId]);
    });
    return requestDetail(db, session, request.params.requestId);
  });

  app.get('/smodr/v1/:org/order-comments/:poHeaderId', { schema: { params: OrderParams } }, async (request) => {
    const session = requireSession(request);
    const order = await ownOrder(db, session, request.params.poHeaderId);
    const [comment] = await db.query(
      `select rating::int as rating, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate" from order_comments where order_id = $1 and tenant_id = $2`,
      [order.id, session.tenantId],
    );
    return { poHeaderId: order.id, canReview: canReviewOrder(order) && !comment, ...(comment ? { comment } : {}) };
  });

  app.post('/smodr/v1/:org/order-comments', { schema: { params: OrgParams, body: CommentBody } }, async (request) => {
    const session = requireSession(request);
    const order = await ownOrder(db, session, request.body.poHeaderId);
    if (!canReviewOrder(order)) throw ruleRefused('smodr.comment.not.allowed');
    const [created] = await db.query(
      `insert into order_comments (order_id, tenant_id, owner_id, rating, content) values ($1, $2, $3, $4, $5) on conflict (order_id) do nothing
       returning rating::int as rating, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`,
      [order.id, session.tenantId, session.userId, request.body.rating, request.body.content.trim()],
    );
    if (!created) throw ruleRefused('smodr.comment.exists');
    return { poHeaderId: order.id, canReview: false, comment: created };
  });
};
