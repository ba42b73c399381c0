import type { ServerPurchaseRequestDraft } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { newRequestNum, submitted, writeEntries } from './request-save';

/**
 * The request a submit diverter (point `order.submit-diverters`) makes of a cart submit, written
 * in the submit's transaction: a SUBMITTED request of the caller with the draft's lines and the
 * approval steps of a submit from /add-purchase. `clientKey` is the submit's once-only key, so
 * the same submit can never hold two requests (the unique (tenant, owner, client_key)).
 */
export async function createSubmittedRequest(tx: Db, session: Session, clientKey: string, draft: ServerPurchaseRequestDraft): Promise<{ mallRequestId: number; requestNum: string }> {
  const requestNum = newRequestNum();
  const attributes = draft.attributes?.(requestNum) ?? {};
  const [created] = await tx.query<{ id: number }>(
    `insert into mall_requests (tenant_id, organization_id, owner_id, company_id, request_num, client_key, title, remark, status, submitted_at,
                                attribute_varchar6, attribute_longtext10)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'SUBMITTED', now(), $9, $10) returning id::int as id`,
    [session.tenantId, session.organizationId, session.userId, session.companyId, requestNum, clientKey, draft.title, draft.remark ?? null,
      attributes.attributeVarchar6 ?? null, attributes.attributeLongtext10 ?? null],
  );
  await writeEntries(tx, session, created!.id, draft.entries);
  await submitted(tx, session, created!.id);
  return { mallRequestId: created!.id, requestNum };
}
