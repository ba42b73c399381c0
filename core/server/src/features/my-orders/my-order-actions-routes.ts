import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CANCELLABLE_ORDER_STATUSES } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { translate } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { buyAgain } from './buy-again';
import { documentFlowOf, relatedDocumentsOf } from './order-documents';
import { BuyAgainBody, LineIdParams, OrderIdBody, OrderIdParams } from './my-orders-schemas';

/** Order actions of My orders (spec 2 section 6): cancel, buy again, approval record, document flow, related documents. */
export const myOrderActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  // One conditional update: of two cancels racing, the second finds the order no longer cancellable.
  app.post('/smodr/v1/:org/orders/mall-preempt-cancel', { schema: { params: OrgParams, body: OrderIdBody } }, async (request) => {
    const session = requireSession(request);
    return db.transaction(async (tx) => {
      const scope = [request.body.poHeaderId, session.tenantId, session.organizationId, session.userId];
      const [cancelled] = await tx.query<{ id: number }>(
        `update orders set status = 'CANCELLED', cancel_code = 'REVOKE', cancelled_at = now()
          where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4 and status = any($5::text[]) returning id::int as id`,
        [...scope, [...CANCELLABLE_ORDER_STATUSES]],
      );
      if (!cancelled) {
        const [order] = await tx.query<{ status: string }>('select status from orders where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4', scope);
        if (!order) throw notFound('smodr.order.not.found');
        throw ruleRefused('smodr.order.cannot.cancel', { status: translate(`smodr.order.status.${order.status}`, requestLanguage(request)) });
      }
      await tx.query(`update order_lines set sub_status = 'CANCELLED', cancel_code = 'REVOKE' where order_id = $1 and tenant_id = $2`, [cancelled.id, session.tenantId]);
      return { poHeaderId: cancelled.id, mallOrderStatus: 'CANCELLED', cancelCode: 'REVOKE' };
    });
  });

  app.post('/smodr/v1/:org/po-lines/order/buy-again', { schema: { params: OrgParams, body: BuyAgainBody } }, async (request) =>
    buyAgain(db, requireSession(request), request.body.poHeaderId, request.body.poLineIds, requestLanguage(request)),
  );

  app.post('/smodr/v1/:org/orders/order-approve-history', { schema: { params: OrgParams, body: OrderIdBody } }, async (request) => {
    const session = requireSession(request);
    const rows = await db.query<{ ok: boolean; step: number | null }>(
      `select true as ok, a.step, a.action, a.approver_name as "approverName", a.comment, to_char(a.acted_at, 'YYYY-MM-DD HH24:MI:SS') as "actedDate"
         from orders o left join order_approvals a on a.order_id = o.id
        where o.id = $1 and o.tenant_id = $2 and o.organization_id = $3 and o.owner_id = $4 order by a.step`,
      [request.body.poHeaderId, session.tenantId, session.organizationId, session.userId],
    );
    if (rows.length === 0) throw notFound('smodr.order.not.found');
    return rows.filter((r) => r.step !== null).map(({ ok: _ok, ...r }) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));
  });

  app.get('/smodr/v1/:org/po-headers/document-flow/:poHeaderId', { schema: { params: OrderIdParams } }, async (request) => {
    const flow = await documentFlowOf(db, requireSession(request), request.params.poHeaderId);
    if (!flow) throw notFound('smodr.order.not.found');
    return flow;
  });

  app.get('/smodr/v1/:org/po-headers/associate-order/:poLineId', { schema: { params: LineIdParams } }, async (request) => {
    const documents = await relatedDocumentsOf(db, requireSession(request), request.params.poLineId);
    if (!documents) throw notFound('smodr.order.not.found');
    return documents;
  });
};
