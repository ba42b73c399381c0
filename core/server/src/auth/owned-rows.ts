import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { registerMessages } from '../http/messages';
import type { Session } from './session';

registerMessages({
  'smal.company.not.own': { en_US: 'The company is not one you may buy for', zh_CN: '该公司不是您可以采购的公司' },
  'smal.owner.not.own': { en_US: 'You may only act for yourself', zh_CN: '只能为本人操作' },
  'smal.compare.not.own': { en_US: 'The product is not in your comparison', zh_CN: '该商品不在您的对比栏中' },
});

/**
 * Rows a request body may name by id, each with the query that answers which of the ids are the
 * caller's ($1 tenant, $2 organisation, $3 user, $4 the ids) and the message of a refusal.
 */
const OWNED = {
  /** A purchase unit the user is assigned to, enabled, in the caller's tenant and organisation. */
  unit: {
    code: 'smal.unit.not.found',
    sql: `select uu.unit_id as id from user_units uu join purchase_units pu on pu.id = uu.unit_id and pu.tenant_id = uu.tenant_id
           where uu.tenant_id = $1 and pu.organization_id = $2 and uu.user_id = $3 and uu.unit_id = any($4::bigint[]) and pu.enabled_flag = 1`,
  },
  /** A product in the caller's own compare list (compare entries are named by product id). */
  compare: {
    code: 'smal.compare.not.own',
    sql: `select product_id as id from product_compares
           where tenant_id = $1 and organization_id = $2 and user_id = $3 and product_id = any($4::bigint[])`,
  },
} as const;

export type OwnedKind = keyof typeof OWNED;

/** 403 with the row's message: the body names a row that exists elsewhere or not at all; saying which would tell a prober. */
const notOwned = (code: string) => new ApiError(403, code, {}, 'warn');

/**
 * Issue 21: every id in a body that names a row must be the caller's (tenant, organisation and,
 * for personal rows, the user); otherwise the request is refused before anything is written.
 * Ids not given (undefined or null) are skipped; one foreign id refuses the whole request.
 */
export async function requireOwned(db: Db, session: Session, kind: OwnedKind, ids: readonly (number | null | undefined)[]): Promise<void> {
  const named = [...new Set(ids.filter((id): id is number => id !== undefined && id !== null))];
  if (named.length === 0) return;
  const rows = await db.query<{ id: number | string }>(OWNED[kind].sql, [session.tenantId, session.organizationId, session.userId, named]);
  const own = new Set(rows.map((row) => Number(row.id)));
  if (named.some((id) => !own.has(id))) throw notOwned(OWNED[kind].code);
}

/** Ids of the caller's own context a body may repeat: the company it buys for and the user itself. */
export interface ContextIds {
  companyId?: number | null;
  ownerId?: number | null;
  tenantId?: number | null;
}

/**
 * A body that repeats the caller's company, user or tenant must name the caller's own; the
 * server always writes the session's values, and a different one means a forged or stale request.
 */
export function requireOwnContext(session: Session, named: ContextIds): void {
  if (named.tenantId !== undefined && named.tenantId !== null && named.tenantId !== session.tenantId) throw notOwned('error.forbidden');
  if (named.companyId !== undefined && named.companyId !== null && named.companyId !== session.companyId) throw notOwned('smal.company.not.own');
  if (named.ownerId !== undefined && named.ownerId !== null && named.ownerId !== session.userId) throw notOwned('smal.owner.not.own');
}

/** Organisation ids of the caller's company a body may repeat (the compare add-to-cart item sends them). */
export interface CompanyOrgIds {
  purOrganizationId?: number | null;
  invOrganizationId?: number | null;
}

/** The purchase and inventory organisations named must be those of the caller's company. */
export async function requireCompanyOrgs(db: Db, session: Session, named: CompanyOrgIds): Promise<void> {
  if ((named.purOrganizationId ?? null) === null && (named.invOrganizationId ?? null) === null) return;
  const [company] = await db.query<{ pur: number | string | null; inv: number | string | null }>(
    'select purchase_org_id as pur, inv_organization_id as inv from companies where id = $1 and tenant_id = $2 and organization_id = $3',
    [session.companyId, session.tenantId, session.organizationId],
  );
  const differs = (sent: number | null | undefined, own: number | string | null | undefined) =>
    sent !== undefined && sent !== null && (own === null || own === undefined || Number(own) !== sent);
  if (!company || differs(named.purOrganizationId, company.pur) || differs(named.invOrganizationId, company.inv)) throw notOwned('smal.company.not.own');
}
