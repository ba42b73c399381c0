import { validateNeededDate } from '@mall/domain';
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import type { Language } from '../../http/messages';
import { usageOf } from '../attachments/attachment-repo';
import '../attachments/attachment-messages';
import { ruleRefused } from '../cart/cart-quantity-check';
import '../cart/domain-messages';
import { FieldChecker, type FieldSchemas } from '../fields';
import { earliestToday } from '../fields/field-context';
import { findRequest, type RequestView } from './purchase-request-repo';
import type { RequestEntry, RequestSave } from './purchase-request-schemas';
import { recordStep, refused, requireGranted, transitionOf } from './request-transition';

/** The route permission of /add-purchase: the server refuses a buyer without it, whatever the page showed. */
export const ADD_PURCHASE_PERMISSION = 'add-purchase';

/** The `attribute*` values of a line: the tenant's request-line fields, stored beside the line. */
function extrasOf(entry: RequestEntry): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => key.startsWith('attribute')));
}

/**
 * Everything the body carries that the database cannot judge, checked before anything is
 * stored: each needed date (required, not before today), each attachment uploaded in this tenant
 * for a purchase request (5 MB), each named product a manual product of the caller's tenant, the budget the caller's company holds, and the tenant's
 * request-line fields (`fields.request-line`) exactly as the page checks them.
 */
async function checkBody(db: Db, session: Session, schemas: FieldSchemas, body: RequestSave): Promise<void> {
  const today = earliestToday();
  for (const entry of body.mallRequestEntryList) {
    const dateError = validateNeededDate(entry.neededDate, { today });
    if (dateError) throw ruleRefused(dateError.key, dateError.params as Record<string, string | number> | undefined);
  }
  const uuids = [body.attachmentUuid, ...body.mallRequestEntryList.map((e) => e.attachmentUuid)].filter((u): u is string => !!u);
  for (const uuid of uuids) {
    if ((await usageOf(db, session.tenantId, uuid)) !== 'purchase-request') throw notFound('hfle.file.not.found');
  }
  const productIds = [...new Set(body.mallRequestEntryList.flatMap((e) => (e.productId === undefined ? [] : [e.productId])))];
  if (productIds.length > 0) {
    const [found] = await db.query<{ n: number }>(
      `select count(*)::int as n from products where tenant_id = $1 and id = any($2::bigint[]) and product_source = 'MANUAL'`,
      [session.tenantId, productIds],
    );
    if (found!.n !== productIds.length) throw notFound('mall-request.product.not.found');
  }
  if (body.budgetId !== undefined) {
    const [budget] = await db.query('select 1 from budgets where id = $1 and tenant_id = $2 and organization_id = $3 and company_id = $4', [
      body.budgetId, session.tenantId, session.organizationId, session.companyId,
    ]);
    if (!budget) throw notFound('mall-request.budget.not.found');
  }
  const checker = await FieldChecker.of(db, session, schemas);
  if (checker.fieldsOf('request-line').length > 0) await checker.checkRows('request-line', body.mallRequestEntryList);
}

/** Replaces a request's lines (also the lines of a request a submit diverter writes). */
export async function writeEntries(tx: Db, session: Session, requestId: number, entries: readonly RequestEntry[]): Promise<void> {
  await tx.query('delete from mall_request_entries where request_id = $1 and tenant_id = $2', [requestId, session.tenantId]);
  await tx.query(
    `insert into mall_request_entries (tenant_id, request_id, line_num, sku_name, specification, quantity, uom_name, estimated_price, needed_date,
                                       supplier_suggestion, attachment_uuid, remark, product_id, extras)
     select $1, $2, x.n, x."skuName", x.specification, x.quantity, x."uomName", x."estimatedPrice", x."neededDate"::date,
            x."supplierSuggestion", x."attachmentUuid", x.remark, x."productId", coalesce(x.extras, '{}'::jsonb)
       from json_to_recordset($3::json) as x(n int, "skuName" text, specification text, quantity numeric, "uomName" text, "estimatedPrice" numeric,
                                            "neededDate" text, "supplierSuggestion" text, "attachmentUuid" text, remark text, "productId" bigint, extras jsonb)`,
    [session.tenantId, requestId, JSON.stringify(entries.map((e, i) => ({ ...e, n: i + 1, extras: extrasOf(e) })))],
  );
}

/** A new request's number: PR-, the day, and random hex so parallel saves never collide. */
export const newRequestNum = () => `PR-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

async function writeHeader(tx: Db, requestId: number, body: RequestSave, submit: boolean): Promise<void> {
  await tx.query(
    `update mall_requests set title = $2, budget_id = $3, remark = $4, attachment_uuid = $5, updated_at = now(),
            status = case when $6 then 'SUBMITTED' else status end, submitted_at = case when $6 then now() else submitted_at end
      where id = $1`,
    [requestId, body.title.trim(), body.budgetId ?? null, body.remark ?? null, body.attachmentUuid ?? null, submit],
  );
}

/**
 * save (no id: a new request) and renew (an id: re-edit a draft, also a withdrawn one), saved as
 * a draft (NEW) or submitted (`submitFlag` 1). The form's `clientKey` makes a repeated click
 * harmless: the second call finds the request the first made and changes it only while it is
 * still a draft, so a double submit leaves one submitted request.
 */
export async function saveRequest(db: Db, session: Session, schemas: FieldSchemas, body: RequestSave, language: Language): Promise<RequestView> {
  await requireGranted(db, session, ADD_PURCHASE_PERMISSION);
  await checkBody(db, session, schemas, body);
  const submit = body.submitFlag === 1;
  const id = await db.transaction(async (tx) => {
    let requestId = body.mallRequestId;
    if (requestId === undefined) {
      const number = newRequestNum();
      const [created] = await tx.query<{ id: number }>(
        `insert into mall_requests (tenant_id, organization_id, owner_id, company_id, request_num, client_key, title)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (tenant_id, owner_id, client_key) do nothing returning id::int as id`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, number, body.clientKey, body.title.trim()],
      );
      if (!created) {
        const [existing] = await tx.query<{ id: number; status: string }>(
          'select id::int as id, status from mall_requests where tenant_id = $1 and owner_id = $2 and client_key = $3 for update',
          [session.tenantId, session.userId, body.clientKey],
        );
        // The same form again: a repeat of a submit that already went through changes nothing.
        if (existing!.status !== 'NEW') return existing!.id;
        requestId = existing!.id;
      } else {
        await writeEntries(tx, session, created.id, body.mallRequestEntryList);
        await writeHeader(tx, created.id, body, submit);
        if (submit) await submitted(tx, session, created.id);
        return created.id;
      }
    }
    const move = await transitionOf(tx, session, requestId, 'edit', language);
    if (submit && move.from !== 'NEW') throw refused(move.from, 'submit', language);
    await writeEntries(tx, session, move.id, body.mallRequestEntryList);
    await writeHeader(tx, move.id, body, submit);
    if (submit) await submitted(tx, session, move.id);
    return move.id;
  });
  return (await findRequest(db, session, id))!;
}

/** The approval steps of a submitted request: the buyer's submit, then the pending approval. */
export async function submitted(tx: Db, session: Session, requestId: number): Promise<void> {
  await recordStep(tx, session, requestId, 'SUBMIT', session.loginName);
  await recordStep(tx, session, requestId, 'PENDING', '部门经理 Department manager');
}
