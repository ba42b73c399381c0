import type { SeedPart } from '../../seed/seed-part';

/**
 * The demo's custom unit dimension: the core-only tenants' companies buy per project, and keep a
 * project for their best-selling goods (catalogue client values), which sku-detail answers.
 */
export const DEMO_PROJECT_DIMENSION = {
  dimensionType: 'CUSTOM',
  dimensionCode: 'PROJECT',
  dimensionCodeMeaning: '项目',
  customDimensionName: '项目',
  showFlag: 1,
  orderSeq: 30,
  editFlag: 1,
} as const;
export const DEMO_CLIENT_VALUE = { value: 'P-2026-OFFICE', meaning: '2026 办公改造项目', products: 5 } as const;

export const skuDetailPart: SeedPart = {
  name: 'sku-detail',
  async run(tx, ctx) {
    const coreOnly = ctx.tenants.filter((t) => !t.pluginPackage).map((t) => t.code);
    await tx.query(
      `update web_configs w
          set dimension_config = jsonb_set(w.dimension_config, '{unitDimensionList}', (w.dimension_config -> 'unitDimensionList') || jsonb_build_array($2::jsonb))
         from tenants t
        where t.id = w.tenant_id and t.tenant_num = any($1::text[])
          and not (w.dimension_config -> 'unitDimensionList') @> jsonb_build_array(jsonb_build_object('dimensionCode', $3::text))`,
      [coreOnly, JSON.stringify(DEMO_PROJECT_DIMENSION), DEMO_PROJECT_DIMENSION.dimensionCode],
    );
    await tx.query(
      `insert into catalog_client_values (tenant_id, product_id, dimension_code, value, meaning)
       select ranked.tenant_id, ranked.id, $2, $3, $4
         from (select p.tenant_id, p.id, row_number() over (partition by p.tenant_id order by p.sales_volume desc, p.id) as n
                 from products p join tenants t on t.id = p.tenant_id
                where t.tenant_num = any($1::text[]) and p.shelf_flag = 1) ranked
        where ranked.n <= $5
       on conflict do nothing`,
      [coreOnly, DEMO_PROJECT_DIMENSION.dimensionCode, DEMO_CLIENT_VALUE.value, DEMO_CLIENT_VALUE.meaning, DEMO_CLIENT_VALUE.products],
    );
  },
};
