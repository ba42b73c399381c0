import type { MallRequest as RequestView, MallRequestEntry as RequestEntryView, ManualRequestStatus } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import type { RequestFilters } from './purchase-request-schemas';

/** The request shapes are the domain's, shared with the browser. */
export type { MallRequest as RequestView, MallRequestEntry as RequestEntryView } from '@mall/domain';

const HEADER = `r.id::int as "mallRequestId", r.request_num as "requestNum", r.status as "mallManualRequestStatus", r.title,
  r.budget_id::int as "budgetId", r.remark, r.attachment_uuid as "attachmentUuid", r.currency_code as "currencyCode",
  coalesce((select sum(e.quantity * e.estimated_price) from mall_request_entries e where e.request_id = r.id and e.cancel_status is null), 0)::float8 as amount,
  to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate", to_char(r.submitted_at, 'YYYY-MM-DD HH24:MI:SS') as "submittedDate",
  r.attribute_varchar6 as "attributeVarchar6", r.attribute_longtext10 as "attributeLongtext10"`;

const ENTRY = `e.request_id::int as "requestId", e.id::int as "mallRequestEntryId", e.line_num as "lineNum", e.sku_name as "skuName",
  e.specification, e.quantity::float8 as quantity, e.uom_name as "uomName", e.estimated_price::float8 as "estimatedPrice",
  round(e.quantity * e.estimated_price, 2)::float8 as "lineAmount", to_char(e.needed_date, 'YYYY-MM-DD') as "neededDate",
  e.supplier_suggestion as "supplierSuggestion", e.attachment_uuid as "attachmentUuid", e.remark, e.cancel_status as "cancelStatus", e.product_id::int as "productId", e.extras`;

/** Drops nulls so the answer carries only the fields that have values. */
function compact<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;
}

/** The caller's own requests (tenant, organisation, owner from the session) narrowed by the filters. */
export function ownedWhere(session: Session, filters: RequestFilters, withStatus = true): { where: string; values: unknown[] } {
  const values: unknown[] = [session.tenantId, session.organizationId, session.userId];
  const parts = ['r.tenant_id = $1', 'r.organization_id = $2', 'r.owner_id = $3'];
  if (withStatus && filters.mallManualRequestStatus) {
    values.push(filters.mallManualRequestStatus);
    parts.push(`r.status = $${values.length}`);
  }
  const like = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (filters.requestNum?.trim()) {
    values.push(like(filters.requestNum));
    parts.push(`r.request_num ilike $${values.length}`);
  }
  if (filters.title?.trim()) {
    values.push(like(filters.title));
    parts.push(`r.title ilike $${values.length}`);
  }
  return { where: parts.join(' and '), values };
}

async function withEntries(db: Db, session: Session, headers: RequestView[]): Promise<RequestView[]> {
  if (headers.length === 0) return [];
  const rows = await db.query<RequestEntryView & { requestId: number; extras: Record<string, unknown> }>(
    `select ${ENTRY} from mall_request_entries e where e.tenant_id = $1 and e.request_id = any($2::bigint[]) order by e.request_id, e.line_num`,
    [session.tenantId, headers.map((h) => h.mallRequestId)],
  );
  const byRequest = new Map<number, RequestEntryView[]>();
  for (const { requestId, extras, ...entry } of rows) byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), compact({ ...extras, ...entry })]);
  return headers.map((h) => ({ ...compact(h), mallRequestEntryViewVOList: byRequest.get(h.mallRequestId) ?? [] }));
}

export async function listRequests(db: Db, session: Session, filters: RequestFilters, window: { limit: number; offset: number }) {
  const { where, values } = ownedWhere(session, filters);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from mall_requests r where ${where}`, values);
  const headers = await db.query<RequestView>(
    `select ${HEADER} from mall_requests r where ${where} order by r.created_at desc, r.id desc limit $${values.length + 1} offset $${values.length + 2}`,
    [...values, window.limit, window.offset],
  );
  return { requests: await withEntries(db, session, headers), total: count?.total ?? 0 };
}

/** How many of the caller's requests each status tab holds under the other filters. */
export async function countRequests(db: Db, session: Session, filters: RequestFilters) {
  const { where, values } = ownedWhere(session, filters, false);
  return db.query<{ mallManualRequestStatus: ManualRequestStatus; count: number }>(
    `select r.status as "mallManualRequestStatus", count(*)::int as count from mall_requests r where ${where} group by r.status order by r.status`,
    values,
  );
}

/** One of the caller's requests with its lines, or undefined when it is not theirs. */
export async function findRequest(db: Db, session: Session, mallRequestId: number): Promise<RequestView | undefined> {
  const { where, values } = ownedWhere(session, {});
  const [header] = await db.query<RequestView>(`select ${HEADER} from mall_requests r where ${where} and r.id = $${values.length + 1}`, [...values, mallRequestId]);
  if (!header) return undefined;
  return (await withEntries(db, session, [header]))[0];
}

/** The caller's request locked for a change: its id and status, or undefined when not theirs. */
export async function lockRequest(tx: Db, session: Session, mallRequestId: number): Promise<{ id: number; status: ManualRequestStatus } | undefined> {
  const { where, values } = ownedWhere(session, {});
  const [row] = await tx.query<{ id: number; status: ManualRequestStatus }>(
    `select r.id::int as id, r.status from mall_requests r where ${where} and r.id = $${values.length + 1} for update`,
    [...values, mallRequestId],
  );
  return row;
}
