import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { pageWindow, toPage } from '../../http/paging';
import { OrgParams } from '../../http/schemas';
import '../payment/payment-messages';
import { afterSalesRoutes } from './after-sales-routes';
import { myOrderActionRoutes } from './my-order-actions-routes';
import { myOrdersExportRoute } from './my-orders-export';
import './my-orders-messages';
import { countByStatus, findOrder, listOrders } from './my-orders-repo';
import { filtersOf, OrderFilterQuery, OrderIdParams, OrderListQuery } from './my-orders-schemas';

/**
 * My orders (spec 2 section 7 "My orders and order actions"): the list on both of the spec's
 * paths (`po-headers/{org}` and the order service's `orders` with mallOrderStatusList), its
 * status counts and page count, and one order's detail. Every query is the caller's own orders.
 */
export const myOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  for (const path of ['/smodr/v1/:org/po-headers', '/smodr/v1/:org/orders']) {
    app.get(path, { schema: { params: OrgParams, querystring: OrderListQuery } }, async (request) => {
      const session = requireSession(request);
      const window = pageWindow(request.query);
      const { orders, total } = await listOrders(db, session, filtersOf(request.query), window);
      return toPage(orders, total, window);
    });
  }

  app.get('/smodr/v1/:org/po-headers/count', { schema: { params: OrgParams, querystring: OrderFilterQuery } }, async (request) => {
    const counts = await countByStatus(db, requireSession(request), filtersOf(request.query));
    return { total: counts.reduce((sum, c) => sum + c.count, 0), statusCountList: counts };
  });

  app.get('/smodr/v1/:org/orders/page-count', { schema: { params: OrgParams, querystring: OrderListQuery } }, async (request) => {
    const window = pageWindow(request.query);
    const { total } = await listOrders(db, requireSession(request), filtersOf(request.query), { limit: 0, offset: 0 });
    return { totalElements: total, totalPages: Math.ceil(total / window.size), size: window.size };
  });

  app.get('/smodr/v1/:org/po-headers/detail/:poHeaderId', { schema: { params: OrderIdParams } }, async (request) => {
    const order = await findOrder(db, requireSession(request), request.params.poHeaderId);
    if (!order) throw notFound('smodr.order.not.found');
    return order;
  });

  await app.register(myOrderActionRoutes);
  await app.register(myOrdersExportRoute);
  await app.register(afterSalesRoutes);
};
