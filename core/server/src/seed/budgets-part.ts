import type { SeedPart } from './seed-part';

/** Budgets of each tenant's company; the small one lets a demo buyer see an occupy refused. */
export const DEMO_BUDGETS = [
  { code: 'BUD-OFFICE', name: '办公费用预算', amount: 200000, dimensions: { budgetItemCode: 'BI001', feeType: 'OFFICE' } },
  { code: 'BUD-IT', name: 'IT设备预算', amount: 500000, dimensions: { budgetItemCode: 'BI002', feeType: 'IT' } },
  { code: 'BUD-TRAVEL', name: '差旅预算', amount: 80000, dimensions: { budgetItemCode: 'BI003', feeType: 'TRAVEL' } },
  { code: 'BUD-PETTY', name: '小额备用金', amount: 1000, dimensions: { budgetItemCode: 'BI004', feeType: 'OFFICE' } },
] as const;

export const budgetsPart: SeedPart = {
  name: 'budgets',
  async run(tx) {
    for (const budget of DEMO_BUDGETS) {
      await tx.query(
        `insert into budgets (tenant_id, organization_id, company_id, budget_code, budget_name, dimensions, amount)
         select c.tenant_id, c.organization_id, c.id, $1, $2, $3, $4
           from companies c join tenants t on t.id = c.tenant_id and c.company_num = t.tenant_num || '-C01'
         on conflict (tenant_id, budget_code) do nothing`,
        [budget.code, budget.name, JSON.stringify(budget.dimensions), budget.amount],
      );
    }
  },
};
