import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { pageWindow, toPage } from '../../http/paging';
import { OrgParams } from '../../http/schemas';
import { countRequests, findRequest, listRequests } from './purchase-request-repo';
import { RequestFilterQuery, RequestIdQuery, RequestListQuery, RequestSaveBody, UnitQuery } from './purchase-request-schemas';
import { requestActionRoutes } from './request-action-routes';
import { saveRequest } from './request-save';
import { requireGranted } from './request-transition';

/** The My requests permission (menu and list); the server checks it as well. */
export const MY_REQUEST_PERMISSION = 'mall.my-mall.my-request';

/**
 * Manual purchase requests (spec 2 section 7 "Manual purchase requests (OMS service)"): My
 * requests' list, status counts and detail, and save / renew of the /add-purchase page. Every
 * query is the caller's own requests (tenant, organisation, owner from the session).
 */
export const purchaseRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fieldSchemas } = app.mall;
  const base = '/smodr/v1/:org/mall-requests';

  app.get(`${base}/mall-list`, { schema: { params: OrgParams, querystring: RequestListQuery } }, async (request) => {
    const session = requireSession(request);
    await requireGranted(db, session, MY_REQUEST_PERMISSION);
    const window = pageWindow(request.query);
    const { requests, total } = await listRequests(db, session, request.query, window);
    return toPage(requests, total, window);
  });

  app.get(`${base}/mall-status-count`, { schema: { params: OrgParams, querystring: RequestFilterQuery } }, async (request) => {
    const session = requireSession(request);
    await requireGranted(db, session, MY_REQUEST_PERMISSION);
    const counts = await countRequests(db, session, request.query);
    return { total: counts.reduce((sum, c) => sum + c.count, 0), statusCountList: counts };
  });

  app.get(`${base}/mall-detail`, { schema: { params: OrgParams, querystring: RequestIdQuery } }, async (request) => {
    const found = await findRequest(db, requireSession(request), request.query.mallRequestId);
    if (!found) throw notFound('mall-request.not.found');
    return found;
  });

  app.post(`${base}/save`, { schema: { params: OrgParams, querystring: UnitQuery, body: RequestSaveBody } }, async (request) =>
    saveRequest(db, requireSession(request), fieldSchemas, request.body, requestLanguage(request)),
  );

  // Re-edit names the request it changes; without one there is nothing to re-edit.
  app.post(`${base}/renew`, { schema: { params: OrgParams, querystring: UnitQuery, body: RequestSaveBody } }, async (request) => {
    if (request.body.mallRequestId === undefined) throw notFound('mall-request.not.found');
    return saveRequest(db, requireSession(request), fieldSchemas, request.body, requestLanguage(request));
  });

  await app.register(requestActionRoutes);
};
