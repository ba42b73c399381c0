import type { ServerMigration, ServerSeedContext } from '@mall/sdk/server';
import { RETAIL_LOOKUPS } from '../retail-lookups';

export const retailMigrations: readonly ServerMigration[] = [
  {
    name: '001-cscro-budget-defaults',
    sql: `
create table golden_budget_defaults (
  tenant_id bigint not null,
  organization_id bigint not null,
  company_id bigint not null,
  -- codes of the tenant's lookups: profit centre, fee type, budget subject and its project
  account text not null,
  cost_code text not null,
  subject text not null,
  project_num text not null,
  primary key (tenant_id, organization_id, company_id)
);`,
  },
];

// Store projects; each has its own budget subjects (spec 3: the subject needs a project).
// Each subject is also a budget pool of core's budget calls (code, name, amount), so budget rows
// save, show their remaining budget and are occupied by orders like core's.
const PROJECTS = [
  { code: 'PRJ-2026-001', zh: '华东门店翻新', en: 'East China store refurbishment', subjects: [['6601-001', '门店装修费', 'Store fit-out', 300000], ['6602-001', '门店设备购置', 'Store equipment', 150000]] },
  { code: 'PRJ-2026-002', zh: '上海徐汇新店开业', en: 'Shanghai Xuhui store opening', subjects: [['6601-002', '开业物料', 'Opening materials', 80000], ['6603-002', '开业营销', 'Opening marketing', 2000]] },
  { code: 'PRJ-2026-003', zh: '物流中心自动化', en: 'Distribution centre automation', subjects: [['6602-003', '自动化设备', 'Automation equipment', 1200000], ['6604-003', '系统集成', 'Systems integration', 400000]] },
] as const;

const PROFIT_CENTERS = [
  ['PC-SH01', '上海徐汇店', 'Shanghai Xuhui store'],
  ['PC-SH02', '上海浦东店', 'Shanghai Pudong store'],
  ['PC-HZ01', '杭州西湖店', 'Hangzhou West Lake store'],
  ['PC-DC01', '嘉兴物流中心', 'Jiaxing distribution centre'],
] as const;

const FEE_TYPES = [
  ['STORE_SUPPLIES', '门店耗材', 'Store supplies'],
  ['FIT_OUT', '装修费', 'Fit-out'],
  ['EQUIPMENT', '设备费', 'Equipment'],
  ['MARKETING', '营销费', 'Marketing'],
  ['LOGISTICS', '物流费', 'Logistics'],
] as const;

// Stock and surcharge figures of the demo cart lines (spec 3 "Stock and surcharge fields"),
// and the other-mode cost centre (attributeVarchar2): the third line is booked to another store.
const CART_EXTRAS = [
  { scuxStockQuantity: 126, scuxShipQuantity: 40, attributeDecimal1: 18, attributeDecimal2: 0, attributeDecimal3: 6.5, attributeVarchar2: 'PC-SH01' },
  { scuxStockQuantity: 32, scuxShipQuantity: 0, attributeDecimal1: 0, attributeDecimal2: 85, attributeDecimal3: 12, attributeVarchar2: 'PC-SH01' },
  { scuxStockQuantity: 8, scuxShipQuantity: 24, attributeDecimal1: 35, attributeDecimal2: 0, attributeDecimal3: 0, attributeVarchar2: 'PC-HZ01' },
].map((x) => ({ ...x, scuxTotalStockQuantity: x.scuxStockQuantity + x.scuxShipQuantity }));

/**
 * The retailer's value sets, its company's budget defaults, and stock and surcharge figures on
 * the demo buyers' cart lines (kept in the lines' extras, which the cart call returns).
 */
export async function seedRetail({ db, tenant, addLookupValues }: ServerSeedContext): Promise<void> {
  await addLookupValues(RETAIL_LOOKUPS.project, PROJECTS.map((p) => ({ value: p.code, meaningZh: p.zh, meaningEn: p.en, data: { projectNum: p.code, projectName: p.en } })));
  await addLookupValues(
    RETAIL_LOOKUPS.budgetSubject,
    PROJECTS.flatMap((p) => p.subjects.map(([code, zh, en]) => ({ value: code, meaningZh: zh, meaningEn: en, parentValue: p.code, data: { projectNum: p.code, subjectCode: code } }))),
  );
  await addLookupValues(RETAIL_LOOKUPS.company, [{ value: String(tenant.companyId), meaningZh: '金源零售集团有限公司', meaningEn: 'Golden Retail Group Co., Ltd.', data: { companyId: tenant.companyId } }]);
  await addLookupValues(RETAIL_LOOKUPS.profitCenter, PROFIT_CENTERS.map(([value, zh, en]) => ({ value, meaningZh: zh, meaningEn: en })));
  await addLookupValues(RETAIL_LOOKUPS.feeType, FEE_TYPES.map(([value, zh, en]) => ({ value, meaningZh: zh, meaningEn: en })));
  for (const project of PROJECTS) {
    for (const [code, zh, , amount] of project.subjects) {
      await db.query(
        `insert into budgets (tenant_id, organization_id, company_id, budget_code, budget_name, dimensions, amount)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7) on conflict (tenant_id, budget_code) do nothing`,
        [tenant.tenantId, tenant.organizationId, tenant.companyId, code, zh, JSON.stringify({ projectNum: project.code, budgetCode: code }), amount],
      );
    }
  }
  await db.query(
    `insert into golden_budget_defaults (tenant_id, organization_id, company_id, account, cost_code, subject, project_num)
     values ($1, $2, $3, 'PC-SH01', 'STORE_SUPPLIES', '6601-001', 'PRJ-2026-001') on conflict do nothing`,
    [tenant.tenantId, tenant.organizationId, tenant.companyId],
  );
  // Lines that already carry figures keep them, so a restart changes nothing.
  await db.query(
    `update cart_lines c set attributes = c.attributes || (x.extras::jsonb)
       from (select l.id, row_number() over (partition by l.owner_id order by l.id) as n
               from cart_lines l where l.tenant_id = $1 and l.buy_now_flag = 0) l
       join json_array_elements_text($2::json) with ordinality as x(extras, n) on x.n = l.n
      where c.id = l.id and c.tenant_id = $1 and not (c.attributes ? 'scuxStockQuantity')`,
    [tenant.tenantId, JSON.stringify(CART_EXTRAS.map((e) => JSON.stringify(e)))],
  );
}
