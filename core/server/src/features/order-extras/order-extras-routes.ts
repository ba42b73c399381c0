import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { badRequest, notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { translate } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import '../my-orders/my-orders-messages';
import { extraInfoOf } from './extra-info-repo';
import { orderChangeRoutes } from './order-change-routes';
import './order-extras-messages';
import { EcConfirmParams, EcConfirmQuery, ExtraInfoQuery, MessageBody, OrderQuery, SubReadParams } from './order-extras-schemas';
import { receivePrintRoutes } from './receive-print-routes';

const OWNER = 'tenant_id = $2 and organization_id = $3 and owner_id = $4';

/**
 * The other order calls of spec 2 section 7: the supplementary information (`orders/extra-info`),
 * marking a sub-order read, confirming an e-commerce order as a whole, and the order's messages.
 * Every row is the caller's own (tenant, organisation, owner from the session).
 */
export const orderExtrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smodr/v1/:org/orders/extra-info', { schema: { params: OrgParams, querystring: ExtraInfoQuery } }, async (request) => {
    const ids = [...new Set(request.query.orderIds.split(',').map(Number))];
    return extraInfoOf(db, requireSession(request), ids, request.query.channel !== 'PERSONAL', requestLanguage(request));
  });

  app.post('/smodr/v1/:org/order-center/sub/read/:id', { schema: { params: SubReadParams } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<{ id: number }>(`update orders set read_flag = 1 where id = $1 and ${OWNER} returning id::int as id`, [
      request.params.id, session.tenantId, session.organizationId, session.userId,
    ]);
    if (!row) throw notFound('smodr.order.not.found');
    return { poSubHeaderId: row.id, readFlag: 1 };
  });

  // One conditional update: of two confirmations racing, the second finds the order received already.
  app.post('/smodr/v1/:org/ec-order/confirm/:ecPoSubNum', { schema: { params: EcConfirmParams, querystring: EcConfirmQuery } }, async (request) => {
    const session = requireSession(request);
    const platform = request.query.ecPlatformCode ?? 'CATA';
    return db.transaction(async (tx) => {
      const scope = [request.params.ecPoSubNum, session.tenantId, session.organizationId, session.userId, platform];
      const [order] = await tx.query<{ id: number; status: string }>(
        `select id::int as id, status from orders where order_num = $1 and ${OWNER} and ec_platform_code = $5 for update`,
        scope,
      );
      if (!order) throw notFound('smodr.order.not.found');
      // Catalogue orders are received line by line through the receipt drawer (consignments).
      if (platform === 'CATA') throw ruleRefused('smodr.ec-order.not.ec');
      if (order.status !== 'WAITING_RECEIPT') {
        throw ruleRefused('smodr.ec-order.cannot.confirm', { status: translate(`smodr.order.status.${order.status}`, requestLanguage(request)) });
      }
      await tx.query(`update orders set status = 'RECEIVED', read_flag = 1 where id = $1`, [order.id]);
      await tx.query(`update order_lines set sub_status = 'FINISH' where order_id = $1 and tenant_id = $2 and sub_status = 'WAITING_RECEIVE'`, [order.id, session.tenantId]);
      return { poHeaderId: order.id, poSubNum: request.params.ecPoSubNum, ecPlatformCode: platform, mallOrderStatus: 'RECEIVED' };
    });
  });

  for (const path of ['/smodr/v1/:org/po-messages', '/smodr/v1/:org/orders/po-messages-list']) {
    app.get(path, { schema: { params: OrgParams, querystring: OrderQuery } }, async (request) => {
      const session = requireSession(request);
      const rows = await db.query<{ ok: boolean; messageId: number | null }>(
        `select true as ok, m.id::int as "messageId", m.author_name as "authorName", m.content,
                to_char(m.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate", (m.author_id = $4) as "ownFlag"
           from orders o left join order_messages m on m.order_id = o.id and m.tenant_id = o.tenant_id
          where o.id = $1 and o.tenant_id = $2 and o.organization_id = $3 and o.owner_id = $4 order by m.created_at, m.id`,
        [Number(request.query.poHeaderId), session.tenantId, session.organizationId, session.userId],
      );
      if (rows.length === 0) throw notFound('smodr.order.not.found');
      return rows.filter((r) => r.messageId !== null).map(({ ok: _ok, ...r }) => r);
    });
  }

  for (const path of ['/smodr/v1/:org/po-messages', '/smodr/v1/:org/orders/po-messages-create']) {
    app.post(path, { schema: { params: OrgParams, body: MessageBody } }, async (request) => {
      const session = requireSession(request);
      const content = request.body.content.trim();
      if (!content) throw badRequest('smodr.order.message.blank');
      const [row] = await db.query<{ messageId: number }>(
        `insert into order_messages (tenant_id, order_id, author_id, author_name, content)
         select o.tenant_id, o.id, u.id, u.real_name, $5 from orders o join users u on u.id = $4
          where o.id = $1 and o.tenant_id = $2 and o.organization_id = $3 and o.owner_id = $4
         returning id::int as "messageId", author_name as "authorName", content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate", true as "ownFlag"`,
        [request.body.poHeaderId, session.tenantId, session.organizationId, session.userId, content],
      );
      if (!row) throw notFound('smodr.order.not.found');
      return row;
    });
  }

  await app.register(orderChangeRoutes);
  await app.register(receivePrintRoutes);
};
