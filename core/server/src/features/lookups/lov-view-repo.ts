import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import type { Language } from '../../http/messages';

interface ViewRow {
  viewCode: string;
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  queryUrl: string;
  pageSize: number;
  childrenFieldName: string | null;
  delayLoadFlag: number;
  tableFields: unknown[];
  queryFields: unknown[];
}

/** A lookup view of the tenant, else the platform's; `{organizationId}` in its queryUrl filled in. */
export async function findLovView(db: Db, session: Session, viewCode: string) {
  const [row] = await db.query<ViewRow>(
    `select view_code as "viewCode", view_name as "viewName", lov_code as "lovCode", value_field as "valueField",
            display_field as "displayField", query_url as "queryUrl", page_size as "pageSize",
            children_field_name as "childrenFieldName", delay_load_flag as "delayLoadFlag",
            table_fields as "tableFields", query_fields as "queryFields"
       from lov_views where view_code = $1 and tenant_id in (0, $2) order by tenant_id desc limit 1`,
    [viewCode, session.tenantId],
  );
  if (!row) return undefined;
  return {
    ...row,
    tableFields: row.tableFields.map((field) => translateLabels(field, session.language)),
    queryFields: row.queryFields.map((field) => translateLabels(field, session.language)),
    childrenFieldName: row.childrenFieldName ?? undefined,
    queryUrl: row.queryUrl.replace('{organizationId}', String(session.organizationId)),
    tenantId: session.tenantId,
  };
}

/** Field titles and labels are stored per language (`{ zh_CN, en_US }`); the caller gets theirs. */
function translateLabels(field: unknown, language: Language): unknown {
  if (typeof field !== 'object' || field === null) return field;
  return Object.fromEntries(
    Object.entries(field).map(([key, value]) =>
      typeof value === 'object' && value !== null && language in value ? [key, (value as Record<Language, string>)[language]] : [key, value],
    ),
  );
}
