import { requestTransition, type ManualRequestStatus, type RequestAction } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { translate, type Language } from '../../http/messages';
import { ruleRefused } from '../cart/cart-quantity-check';
import { lockRequest } from './purchase-request-repo';
import './purchase-request-messages';

/**
 * Locks the caller's request and answers the status `action` leads to; a move the domain does
 * not allow is refused (422, with the status and action in the caller's language) before
 * anything changes, and a request that is not the caller's is 404 whatever its status.
 */
export async function transitionOf(tx: Db, session: Session, mallRequestId: number, action: RequestAction, language: Language) {
  const request = await lockRequest(tx, session, mallRequestId);
  if (!request) throw notFound('mall-request.not.found');
  const next = requestTransition(request.status, action);
  if (!next) throw refused(request.status, action, language);
  return { id: request.id, from: request.status, to: next };
}

export function refused(status: ManualRequestStatus, action: RequestAction, language: Language) {
  return ruleRefused('mall-request.refused', {
    status: translate(`mall-request.status.${status}`, language),
    action: translate(`mall-request.action.${action}`, language),
  });
}

/** The server's own check of a permission the browser also checks (spec 1 section 6). */
export async function requireGranted(db: Db, session: Session, code: string): Promise<void> {
  const [row] = await db.query(
    `select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
      where ur.user_id = $1 and ur.tenant_id = $2 and rp.permission_code = $3 limit 1`,
    [session.userId, session.tenantId, code],
  );
  if (!row) throw forbidden();
}

/** One line of the approval record. */
export async function recordStep(tx: Db, session: Session, requestId: number, action: 'SUBMIT' | 'WITHDRAW' | 'CANCEL' | 'PENDING', approverName: string): Promise<void> {
  await tx.query(
    `insert into mall_request_approvals (tenant_id, request_id, step, action, approver_name, acted_at)
     select $1, $2, coalesce(max(step), 0) + 1, $3, $4, case when $3 = 'PENDING' then null else now() end
       from mall_request_approvals where request_id = $2`,
    [session.tenantId, requestId, action, approverName],
  );
}
