import type { SeedPart } from '../../seed/seed-part';

/** The demo's selected zones, every tenant alike: each a few of the catalogue's suppliers as stores. */
export const DEMO_ZONES = [
  { zoneCode: 'OFFICE', zoneName: '办公精选专区', zoneNameEn: 'Office selection', orderSeq: 1, suppliers: ['SUP-001', 'SUP-002', 'SUP-003'] },
  { zoneCode: 'DAILY', zoneName: '生活用品专区', zoneNameEn: 'Daily needs', orderSeq: 2, suppliers: ['SUP-004', 'SUP-005'] },
] as const;

export const zonesPart: SeedPart = {
  name: 'zones',
  async run(tx, ctx) {
    const codes = ctx.tenants.map((t) => t.code);
    const zones = JSON.stringify(DEMO_ZONES);
    await tx.query(
      `insert into zones (tenant_id, zone_code, zone_name, zone_name_en, order_seq)
       select t.id, z."zoneCode", z."zoneName", z."zoneNameEn", z."orderSeq"
         from tenants t cross join jsonb_to_recordset($2::jsonb) as z("zoneCode" text, "zoneName" text, "zoneNameEn" text, "orderSeq" int)
        where t.tenant_num = any($1::text[])
       on conflict (tenant_id, zone_code) do nothing`,
      [codes, zones],
    );
    await tx.query(
      `insert into zone_suppliers (tenant_id, zone_id, supplier_company_id, order_seq)
       select zn.tenant_id, zn.id, s.id, e.ord::int
         from jsonb_to_recordset($2::jsonb) as z("zoneCode" text, suppliers jsonb)
         cross join lateral jsonb_array_elements_text(z.suppliers) with ordinality as e(num, ord)
         join zones zn on zn.zone_code = z."zoneCode"
         join tenants t on t.id = zn.tenant_id and t.tenant_num = any($1::text[])
         join supplier_companies s on s.tenant_id = zn.tenant_id and s.supplier_num = e.num
       on conflict do nothing`,
      [codes, zones],
    );
  },
};
