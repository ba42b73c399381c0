import type { Language } from '../../http/messages';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';

registerMessages({
  'smal.zone.not.found': { en_US: 'This zone does not exist or is closed', zh_CN: '该专区不存在或已关闭' },
  'smal.store.not.found': { en_US: 'This store is not in the zone', zh_CN: '该店铺不在此专区' },
});

export interface ZoneRow {
  zoneId: number;
  zoneCode: string;
  zoneName: string;
}

/** An enabled zone of the tenant, named in the caller's language, or 404. */
export async function requireZone(db: Db, tenantId: number, zoneCode: string, language: Language): Promise<ZoneRow> {
  const [zone] = await db.query<ZoneRow>(
    `select id as "zoneId", zone_code as "zoneCode", case when $3 = 'en_US' then zone_name_en else zone_name end as "zoneName"
       from zones where tenant_id = $1 and zone_code = $2 and enabled_flag = 1`,
    [tenantId, zoneCode, language],
  );
  if (!zone) throw notFound('smal.zone.not.found', { zoneCode });
  return { ...zone, zoneId: Number(zone.zoneId) };
}

/**
 * The suppliers whose goods a list covers: one store (which must be the tenant's, and the zone's
 * when a zone is named), a zone's stores, or every supplier of the tenant (undefined).
 */
export async function supplierScope(db: Db, tenantId: number, zone: ZoneRow | undefined, supplierId: number | undefined): Promise<number[] | undefined> {
  if (supplierId === undefined) {
    if (!zone) return undefined;
    return (await db.query<{ id: number }>('select supplier_company_id as id from zone_suppliers where zone_id = $1', [zone.zoneId])).map((r) => Number(r.id));
  }
  const [store] = await db.query<{ id: number }>(
    `select s.id from supplier_companies s
      where s.tenant_id = $1 and s.id = $2 and ($3::bigint is null or exists (select 1 from zone_suppliers z where z.zone_id = $3 and z.supplier_company_id = s.id))`,
    [tenantId, supplierId, zone?.zoneId ?? null],
  );
  if (!store) throw notFound('smal.store.not.found');
  return [supplierId];
}

/** get-catalog-array: the catalogue categories of the goods on shelf, with how many each holds. */
export function catalogArray(db: Db, tenantId: number, suppliers: number[] | undefined) {
  return db.query<{ categoryCode: string; categoryName: string; productCount: number }>(
    `select p.category_code as "categoryCode", min(p.category_name) as "categoryName", count(*)::int as "productCount"
       from products p
      where p.tenant_id = $1 and p.shelf_flag = 1 and ($2::bigint[] is null or p.supplier_company_id = any($2::bigint[]))
      group by p.category_code order by p.category_code`,
    [tenantId, suppliers ?? null],
  );
}
