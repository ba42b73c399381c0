import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

export interface ClientValue {
  dimensionCode: string;
  value: string;
  meaning: string;
}

/** A custom unit dimension of the organisation (webConfig dimensionConfig.unitDimensionList, not FIXED). */
export interface CustomDimension {
  dimensionCode: string;
  dimensionName: string;
  editFlag: 0 | 1;
  orderSeq: number;
}

export async function customDimensionsOf(db: Db, session: Pick<Session, 'tenantId' | 'organizationId'>): Promise<CustomDimension[]> {
  return db.query<CustomDimension>(
    `select d."dimensionCode", coalesce(d."customDimensionName", d."dimensionCodeMeaning", d."dimensionCode") as "dimensionName",
            coalesce(d."editFlag", 0) as "editFlag", coalesce(d."orderSeq", 0) as "orderSeq"
       from web_configs w
      cross join lateral jsonb_to_recordset(w.dimension_config -> 'unitDimensionList')
            as d("dimensionType" text, "dimensionCode" text, "dimensionCodeMeaning" text, "customDimensionName" text, "editFlag" int, "orderSeq" int)
      where w.tenant_id = $1 and w.organization_id = $2 and d."dimensionType" <> 'FIXED'
      order by 4, 1`,
    [session.tenantId, session.organizationId],
  );
}

/** The values the company keeps for a product, by dimension code. */
export async function clientValuesOf(db: Db, tenantId: number, productId: number): Promise<ClientValue[]> {
  return db.query<ClientValue>(
    `select dimension_code as "dimensionCode", value, meaning from catalog_client_values where tenant_id = $1 and product_id = $2 order by dimension_code`,
    [tenantId, productId],
  );
}
