import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';

/** The value set of the budget number field: the company's budgets, filtered by use department. */
export const BUDGET_NUMBER_LOOKUP = 'SMAL.JXNM_BUDGET_NUMBER';

interface PropertyBudget {
  readonly code: string;
  /** The last-level use department the budget belongs to. */
  readonly department: string;
  readonly zh: string;
  readonly en: string;
  readonly amount: number;
}

/**
 * The group's budgets by use department. The information technology department (D1030) has
 * none, so choosing it shows what a buyer sees when no budget is maintained for a department.
 */
export const PROPERTY_BUDGETS: readonly PropertyBudget[] = [
  { code: 'JX-ADM-2025', department: 'D1010', zh: '行政部 2025 年度费用预算', en: 'Administration 2025 expenses', amount: 300000 },
  { code: 'JX-FIN-2025', department: 'D1020', zh: '财务部 2025 年度费用预算', en: 'Finance 2025 expenses', amount: 120000 },
  { code: 'JX-RAW-2025', department: 'D201010', zh: '生料车间 2025 年度生产预算', en: 'Raw meal workshop 2025 production', amount: 800000 },
  { code: 'JX-RAW-2025-CAPEX', department: 'D201010', zh: '生料车间 2025 年度资本性支出', en: 'Raw meal workshop 2025 capital expenditure', amount: 1500000 },
  { code: 'JX-CLK-2025', department: 'D201020', zh: '熟料车间 2025 年度生产预算', en: 'Clinker workshop 2025 production', amount: 900000 },
  { code: 'JX-QC-2025', department: 'D2020', zh: '质检中心 2025 年度费用预算', en: 'Quality inspection 2025 expenses', amount: 150000 },
  { code: 'JX-RES-2025', department: 'D3010', zh: '住宅物业中心 2025 年度维修预算', en: 'Residential property 2025 maintenance', amount: 400000 },
  { code: 'JX-COM-2025', department: 'D3020', zh: '商业物业中心 2025 年度维修预算', en: 'Commercial property 2025 maintenance', amount: 450000 },
];

export const budgetNumberValues = (): ServerLookupValue[] =>
  PROPERTY_BUDGETS.map((b) => ({ value: b.code, meaningZh: b.zh, meaningEn: b.en, data: { budgetCode: b.code, costCode: b.department } }));

/** The budgets themselves, as the company's budget pools core's budget calls draw on (the lookup is seeded with the others). */
export async function seedPropertyBudgets({ db, tenant }: ServerSeedContext): Promise<void> {
  for (const b of PROPERTY_BUDGETS) {
    await db.query(
      `insert into budgets (tenant_id, organization_id, company_id, budget_code, budget_name, dimensions, amount)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (tenant_id, budget_code) do nothing`,
      [tenant.tenantId, tenant.organizationId, tenant.companyId, b.code, b.zh, JSON.stringify({ costCode: b.department }), b.amount],
    );
  }
}
