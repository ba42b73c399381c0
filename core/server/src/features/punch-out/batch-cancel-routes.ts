import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CANCELLABLE_ORDER_STATUSES } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { forbidden, notFound } from '../../http/api-error';
import { Id, OrgParams, Text } from '../../http/schemas';

const BatchCancelBody = Type.Object({ tenantId: Id(), batchNum: Text(64) });

/**
 * POST orders/batch-order-cancel (spec 1 section 7, spec 3 section 4): cancelling the embedded
 * order page cancels every still-cancellable order of the caller's submit batch, in one
 * conditional update, before the buyer goes back to /cart.
 */
export const batchCancelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.post('/smodr/v1/:org/orders/batch-order-cancel', { schema: { params: OrgParams, body: BatchCancelBody } }, async (request) => {
    const session = requireSession(request);
    // The body names the tenant as the spec's call does; it must be the caller's own.
    if (request.body.tenantId !== session.tenantId) throw forbidden();
    return db.transaction(async (tx) => {
      const scope = [request.body.batchNum, session.tenantId, session.organizationId, session.userId];
      const [owned] = await tx.query<{ n: number }>(
        'select count(*)::int as n from orders where batch_num = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4',
        scope,
      );
      if (!owned || owned.n === 0) throw notFound('smodr.order.not.found');
      const cancelled = await tx.query<{ id: number }>(
        `update orders set status = 'CANCELLED', cancel_code = 'REVOKE', cancelled_at = now()
          where batch_num = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4 and status = any($5::text[]) returning id::int as id`,
        [...scope, [...CANCELLABLE_ORDER_STATUSES]],
      );
      const ids = cancelled.map((c) => c.id);
      await tx.query(`update order_lines set sub_status = 'CANCELLED', cancel_code = 'REVOKE' where order_id = any($1::bigint[]) and tenant_id = $2`, [ids, session.tenantId]);
      return { batchNum: request.body.batchNum, cancelledCount: ids.length, poHeaderIds: ids };
    });
  });
};
