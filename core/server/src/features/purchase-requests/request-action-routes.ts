import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { OrgParams } from '../../http/schemas';
import { ruleRefused } from '../cart/cart-quantity-check';
import { findRequest } from './purchase-request-repo';
import { BudgetValidateBody, BuyAgainBody, EntryIdsBody, RequestIdBody, UnitQuery } from './purchase-request-schemas';
import { validateBudget } from './request-budget';
import { requestToCart } from './request-to-cart';
import { recordStep, transitionOf } from './request-transition';

/**
 * The actions of My requests (spec 2 sections 3 and 7): cancel, cancel lines, delete lines,
 * submit-withdraw, approval record, budget validation and buy again (open-cart/buy-again). Each
 * status change locks the request, moves it only along an allowed transition (core/domain
 * request-transitions) and otherwise changes nothing.
 */
export const requestActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const org = '/smodr/v1/:org';

  app.post(`${org}/mall-requests/cancel`, { schema: { params: OrgParams, body: RequestIdBody } }, async (request) => {
    const session = requireSession(request);
    const id = await db.transaction(async (tx) => {
      const move = await transitionOf(tx, session, request.body.mallRequestId, 'cancel', requestLanguage(request));
      await tx.query('update mall_requests set status = $2, updated_at = now() where id = $1', [move.id, move.to]);
      await recordStep(tx, session, move.id, 'CANCEL', session.loginName);
      return move.id;
    });
    return findRequest(db, session, id);
  });

  app.post(`${org}/mall-requests/submit-withdraw`, { schema: { params: OrgParams, body: RequestIdBody } }, async (request) => {
    const session = requireSession(request);
    const id = await db.transaction(async (tx) => {
      const move = await transitionOf(tx, session, request.body.mallRequestId, 'withdraw', requestLanguage(request));
      await tx.query('update mall_requests set status = $2, updated_at = now() where id = $1', [move.id, move.to]);
      // The approver no longer has it waiting.
      await tx.query(`delete from mall_request_approvals where request_id = $1 and action = 'PENDING'`, [move.id]);
      await recordStep(tx, session, move.id, 'WITHDRAW', session.loginName);
      return move.id;
    });
    return findRequest(db, session, id);
  });

  // Cancelled lines stay on the request (cancelStatus CANCELED); when none is left the request is cancelled.
  app.post(`${org}/mall-request-entrys/cancel`, { schema: { params: OrgParams, body: EntryIdsBody } }, async (request) => {
    const session = requireSession(request);
    const { mallRequestId, mallRequestEntryIds } = request.body;
    const id = await db.transaction(async (tx) => {
      const move = await transitionOf(tx, session, mallRequestId, 'cancel-lines', requestLanguage(request));
      const changed = await tx.query(
        `update mall_request_entries set cancel_status = 'CANCELED' where request_id = $1 and id = any($2::bigint[]) and cancel_status is null returning id`,
        [move.id, mallRequestEntryIds],
      );
      if (changed.length !== new Set(mallRequestEntryIds).size) throw notFound('mall-request.entry.not.found');
      await tx.query(
        `update mall_requests r set status = 'CANCELED', updated_at = now() where r.id = $1
            and not exists (select 1 from mall_request_entries e where e.request_id = r.id and e.cancel_status is null)`,
        [move.id],
      );
      return move.id;
    });
    return findRequest(db, session, id);
  });

  app.post(`${org}/mall-request-entrys/delete`, { schema: { params: OrgParams, body: EntryIdsBody } }, async (request) => {
    const session = requireSession(request);
    const { mallRequestId, mallRequestEntryIds } = request.body;
    const id = await db.transaction(async (tx) => {
      const move = await transitionOf(tx, session, mallRequestId, 'delete-lines', requestLanguage(request));
      const deleted = await tx.query('delete from mall_request_entries where request_id = $1 and id = any($2::bigint[]) returning id', [move.id, mallRequestEntryIds]);
      if (deleted.length !== new Set(mallRequestEntryIds).size) throw notFound('mall-request.entry.not.found');
      const [left] = await tx.query<{ n: number }>('select count(*)::int as n from mall_request_entries where request_id = $1', [move.id]);
      if (left!.n === 0) throw ruleRefused('mall-request.entry.last');
      return move.id;
    });
    return findRequest(db, session, id);
  });

  app.post(`${org}/mall-requests/approval-progress`, { schema: { params: OrgParams, body: RequestIdBody } }, async (request) => {
    const session = requireSession(request);
    if (!(await findRequest(db, session, request.body.mallRequestId))) throw notFound('mall-request.not.found');
    const steps = await db.query<Record<string, unknown>>(
      `select step, action, approver_name as "approverName", comment, to_char(acted_at, 'YYYY-MM-DD HH24:MI:SS') as "actedDate"
         from mall_request_approvals where request_id = $1 and tenant_id = $2 order by step`,
      [request.body.mallRequestId, session.tenantId],
    );
    return steps.map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null)));
  });

  // The budget pools a request can name (the budget panel's choices); spec 2 gives this no path, `budget-options` is ours.
  app.get(`${org}/mall-requests/budget-options`, { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    return db.query(
      `select id::int as "budgetId", budget_code as "budgetCode", budget_name as "budgetName", currency_code as "currencyCode",
              amount::float8 as "totalAmount", occupied::float8 as "occupiedAmount"
         from budgets where tenant_id = $1 and organization_id = $2 and company_id = $3 order by budget_code`,
      [session.tenantId, session.organizationId, session.companyId],
    );
  });

  app.post(`${org}/mall-requests/mall-request-budget-validate`, { schema: { params: OrgParams, body: BudgetValidateBody } }, async (request) =>
    validateBudget(db, requireSession(request), request.body),
  );

  // Buy again from My requests and 'import manual products to cart' on the request page: one call.
  app.post(`${org}/open-cart/buy-again`, { schema: { params: OrgParams, querystring: UnitQuery, body: BuyAgainBody } }, async (request) =>
    requestToCart(db, requireSession(request), request.body.mallRequestId, request.body.mallRequestEntryIds, requestLanguage(request)),
  );
};
