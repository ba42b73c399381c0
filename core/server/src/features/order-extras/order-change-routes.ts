import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHANGEABLE_ORDER_STATUSES } from '@mall/domain';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { translate, type Language } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { findOrder } from '../my-orders/my-orders-repo';
import { OrderIdBody } from '../my-orders/my-orders-schemas';
import { OmsOrderParams, OrderChangeBody, OrderChangeDeleteBody, PURCHASE_UNIT_DIMENSIONS } from './order-extras-schemas';

type Tx = Db;

/** The caller's order, locked for the change; 404 when it is not theirs. */
async function lockedOrder(tx: Tx, session: Session, poHeaderId: number) {
  const [order] = await tx.query<{ id: number; status: string; remark: string | null; unitDimensions: Record<string, unknown>; amount: number }>(
    `select id::int as id, status, header->>'remark' as remark, unit_dimensions as "unitDimensions", amount::float8 as amount
       from orders where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4 for update`,
    [poHeaderId, session.tenantId, session.organizationId, session.userId],
  );
  if (!order) throw notFound('smodr.order.not.found');
  return order;
}

const statusText = (status: string, language: Language) => translate(`smodr.order.status.${status}`, language);

/** Lines of the order whose goods are no longer on sale: a resubmit would order what cannot be delivered. */
async function unavailableLines(db: Db | Tx, session: Session, poHeaderId: number) {
  return db.query<{ poLineId: number; skuName: string }>(
    `select l.id::int as "poLineId", l.product_name as "skuName" from order_lines l join products p on p.id = l.product_id
      where l.order_id = $1 and l.tenant_id = $2 and (p.shelf_flag <> 1 or p.tenant_id <> l.tenant_id) order by l.line_num`,
    [poHeaderId, session.tenantId],
  );
}

/**
 * The order service's calls on one order (spec 2 section 7): read it (`omsOrder/{id}`), check and
 * resubmit a rejected order, and the order change: a new remark and purchase-unit dimensions, or
 * lines taken out, while the order is still WAITING_APPROVE, PENDING_PAYMENT, SUBMITTED or REJECT.
 * Each change is one transaction under the order's row lock and leaves a before/after record.
 */
export const orderChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smodr/v1/:org/omsOrder/:id', { schema: { params: OmsOrderParams } }, async (request) => {
    const order = await findOrder(db, requireSession(request), request.params.id);
    if (!order) throw notFound('smodr.order.not.found');
    return order;
  });

  app.post('/smodr/v1/:org/omsOrder/check', { schema: { params: OrgParams, body: OrderIdBody } }, async (request) => {
    const session = requireSession(request);
    const [order] = await db.query<{ status: string }>('select status from orders where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4', [
      request.body.poHeaderId, session.tenantId, session.organizationId, session.userId,
    ]);
    if (!order) throw notFound('smodr.order.not.found');
    const failedList = await unavailableLines(db, session, request.body.poHeaderId);
    return { poHeaderId: request.body.poHeaderId, mallOrderStatus: order.status, checkFlag: order.status === 'REJECT' && failedList.length === 0 ? 1 : 0, failedList };
  });

  app.post('/smodr/v1/:org/omsOrder/resubmit', { schema: { params: OrgParams, body: OrderIdBody } }, async (request) => {
    const session = requireSession(request);
    const language = requestLanguage(request);
    return db.transaction(async (tx) => {
      const order = await lockedOrder(tx, session, request.body.poHeaderId);
      if (order.status !== 'REJECT') throw ruleRefused('smodr.order.cannot.resubmit', { status: statusText(order.status, language) });
      const unavailable = await unavailableLines(tx, session, order.id);
      if (unavailable.length > 0) throw ruleRefused('smodr.order.resubmit.unavailable', { names: unavailable.map((l) => l.skuName).join(', ') });
      await tx.query(`update orders set status = 'WAITING_APPROVE', denial_reason = null, read_flag = 1 where id = $1`, [order.id]);
      await tx.query(`update order_lines set sub_status = null, denial_reason = null where order_id = $1 and tenant_id = $2`, [order.id, session.tenantId]);
      // The approval record goes on: the buyer's new submit, then the approver's pending step.
      await tx.query(
        `insert into order_approvals (tenant_id, order_id, step, action, approver_name, acted_at)
         select $2, $1, b.base + n, case n when 1 then 'SUBMIT' else 'PENDING' end,
                case n when 1 then u.real_name else coalesce(o.approver_name, '-') end, case n when 1 then now() end
           from (select coalesce(max(step), 0) as base from order_approvals where order_id = $1) b
           cross join generate_series(1, 2) n join orders o on o.id = $1 join users u on u.id = $3`,
        [order.id, session.tenantId, session.userId],
      );
      await tx.query(`insert into order_changes (tenant_id, order_id, changed_by, change_type, before_value, after_value) values ($1, $2, $3, 'RESUBMIT', $4, $5)`, [
        session.tenantId, order.id, session.userId, JSON.stringify({ status: 'REJECT' }), JSON.stringify({ status: 'WAITING_APPROVE' }),
      ]);
      return { poHeaderId: order.id, mallOrderStatus: 'WAITING_APPROVE' };
    });
  });

  app.post('/smodr/v1/:org/orders/order-change-submit', { schema: { params: OrgParams, body: OrderChangeBody } }, async (request) => {
    const session = requireSession(request);
    const language = requestLanguage(request);
    const { poHeaderId, remark, unitDimensions } = request.body;
    return db.transaction(async (tx) => {
      const order = await lockedOrder(tx, session, poHeaderId);
      if (!(CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw ruleRefused('smodr.order.cannot.change', { status: statusText(order.status, language) });
      // Never trust the browser's choice: every dimension value must be one of its value set.
      const known = await tx.query<{ lovCode: string; value: string }>(
        `select lov_code as "lovCode", value from lov_values where tenant_id in (0, $1) and (lov_code, value) in (select * from unnest($2::text[], $3::text[]))`,
        [session.tenantId, PURCHASE_UNIT_DIMENSIONS.map((d) => `SMODR.${d}`), PURCHASE_UNIT_DIMENSIONS.map((d) => unitDimensions[d])],
      );
      for (const dimension of PURCHASE_UNIT_DIMENSIONS) {
        if (!known.some((k) => k.lovCode === `SMODR.${dimension}`)) throw ruleRefused('smodr.order.dimension.invalid', { value: unitDimensions[dimension], dimension });
      }
      const after = { remark: remark?.trim() || null, unitDimensions: Object.fromEntries(PURCHASE_UNIT_DIMENSIONS.map((d) => [d, { value: unitDimensions[d] }])) };
      await tx.query(`update orders set header = case when $2::text is null then header - 'remark' else header || jsonb_build_object('remark', $2::text) end, unit_dimensions = $3 where id = $1`, [
        order.id, after.remark, JSON.stringify(after.unitDimensions),
      ]);
      await tx.query(`insert into order_changes (tenant_id, order_id, changed_by, change_type, before_value, after_value) values ($1, $2, $3, 'HEADER', $4, $5)`, [
        session.tenantId, order.id, session.userId, JSON.stringify({ remark: order.remark, unitDimensions: order.unitDimensions }), JSON.stringify(after),
      ]);
      return { poHeaderId: order.id, ...after };
    });
  });

  app.post('/smodr/v1/:org/orders/order-change-delete', { schema: { params: OrgParams, body: OrderChangeDeleteBody } }, async (request) => {
    const session = requireSession(request);
    const language = requestLanguage(request);
    const { poHeaderId, poLineIds } = request.body;
    return db.transaction(async (tx) => {
      const order = await lockedOrder(tx, session, poHeaderId);
      if (!(CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw ruleRefused('smodr.order.cannot.change', { status: statusText(order.status, language) });
      const lines = await tx.query<{ poLineId: number; skuName: string; lineAmount: number }>(
        `select id::int as "poLineId", product_name as "skuName", line_amount::float8 as "lineAmount" from order_lines where order_id = $1 and tenant_id = $2`,
        [order.id, session.tenantId],
      );
      const wanted = new Set(poLineIds);
      const removed = lines.filter((l) => wanted.has(l.poLineId));
      if (removed.length !== wanted.size) throw notFound('smodr.order.not.found');
      if (removed.length === lines.length) throw ruleRefused('smodr.order.change.last-line');
      await tx.query('delete from order_lines where order_id = $1 and tenant_id = $2 and id = any($3::bigint[])', [order.id, session.tenantId, [...wanted]]);
      const [updated] = await tx.query<{ amount: number }>(
        `update orders set amount = (select coalesce(sum(line_amount), 0) from order_lines where order_id = $1) where id = $1 returning amount::float8 as amount`,
        [order.id],
      );
      await tx.query(`insert into order_changes (tenant_id, order_id, changed_by, change_type, before_value, after_value) values ($1, $2, $3, 'DELETE_LINES', $4, $5)`, [
        session.tenantId, order.id, session.userId, JSON.stringify({ amount: order.amount, lines: removed }), JSON.stringify({ amount: updated!.amount }),
      ]);
      return { poHeaderId: order.id, amount: updated!.amount, deletedLineIds: removed.map((l) => l.poLineId) };
    });
  });
};
