import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';

// Spec 3 gives the insurer's calls but none of their data; these are a believable demo.

export const EXPENSE_DETAIL_LOOKUP = 'SMAL.HLCX_EXPENSE_DETAIL';

const EXPENSE_DETAILS: readonly (readonly [code: string, zh: string, en: string])[] = [
  ['ED_OFFICE', '办公用品费', 'Office supplies'],
  ['ED_IT', '信息设备购置费', 'IT equipment'],
  ['ED_PROPERTY', '物业保洁费', 'Cleaning and property'],
  ['ED_WELFARE', '职工福利费', 'Staff welfare'],
  ['ED_REPAIR', '维修维护费', 'Repairs and maintenance'],
  ['ED_SAFETY', '劳动保护费', 'Labour protection'],
  ['ED_LOW_VALUE', '低值易耗品', 'Low-value consumables'],
];

/** The default expense detail of each catalogue category; lab consumables have none. */
export const CATEGORY_EXPENSE_DEFAULTS: Readonly<Record<string, string>> = {
  OFFICE: 'ED_OFFICE',
  PAPER: 'ED_OFFICE',
  IT: 'ED_IT',
  PERIPH: 'ED_IT',
  CLEAN: 'ED_PROPERTY',
  FOOD: 'ED_WELFARE',
  ELEC: 'ED_REPAIR',
  TOOL: 'ED_REPAIR',
  SAFETY: 'ED_SAFETY',
  FURN: 'ED_LOW_VALUE',
  APPL: 'ED_LOW_VALUE',
};

/**
 * Ruling numbers the line's attributeVarchar11 picks from. NA ("not applicable") is the field's
 * default, listed so the picker shows it by name. currencyCode and residualAmount are the
 * record's currency and available amount that the currency and residual rules read.
 */
const RULINGS: readonly ServerLookupValue[] = [
  { value: 'NA', meaningZh: '不适用', meaningEn: 'Not applicable', data: { rulingNumber: 'NA' } },
  { value: 'CJ-2025-0031', meaningZh: 'CJ-2025-0031 总部办公设备集中采购', meaningEn: 'CJ-2025-0031 Head office equipment', data: { rulingNumber: 'CJ-2025-0031', currencyCode: 'CNY', residualAmount: 186000 } },
  { value: 'CJ-2025-0047', meaningZh: 'CJ-2025-0047 分公司职场维护', meaningEn: 'CJ-2025-0047 Branch workplace upkeep', data: { rulingNumber: 'CJ-2025-0047', currencyCode: 'CNY', residualAmount: 42500.5 } },
  { value: 'CJ-2025-0052', meaningZh: 'CJ-2025-0052 香港办事处设备', meaningEn: 'CJ-2025-0052 Hong Kong office equipment', data: { rulingNumber: 'CJ-2025-0052', currencyCode: 'USD', residualAmount: 12000 } },
  { value: 'CJ-2024-0118', meaningZh: 'CJ-2024-0118 年度培训物料（已用完）', meaningEn: 'CJ-2024-0118 Annual training materials (used up)', data: { rulingNumber: 'CJ-2024-0118', currencyCode: 'CNY', residualAmount: 0 } },
];

interface Sanction {
  number: string;
  zh: string;
  en: string;
  currency: string;
  amount: number;
  validTo: string;
  status: 'APPROVED' | 'REVOKED';
}

export const SANCTIONS: readonly Sanction[] = [
  { number: 'PZ-2025-018', zh: '2025 年度总部信息化建设批文', en: '2025 head office IT programme', currency: 'CNY', amount: 500000, validTo: '2099-12-31', status: 'APPROVED' },
  { number: 'PZ-2025-026', zh: '分公司职场装修批文', en: 'Branch office refurbishment', currency: 'CNY', amount: 320000, validTo: '2099-06-30', status: 'APPROVED' },
  { number: 'PZ-2023-007', zh: '2023 年度办公用品批文', en: '2023 office supplies', currency: 'CNY', amount: 80000, validTo: '2023-12-31', status: 'APPROVED' },
  { number: 'PZ-2025-031', zh: '营销活动物料批文（已撤销）', en: 'Marketing event materials (revoked)', currency: 'CNY', amount: 60000, validTo: '2099-12-31', status: 'REVOKED' },
];

export async function seedInsurer({ db, tenant, addLookupValues }: ServerSeedContext): Promise<void> {
  await addLookupValues('SMAL.HLCX_RULING_NUMBER', RULINGS);
  await addLookupValues(
    EXPENSE_DETAIL_LOOKUP,
    EXPENSE_DETAILS.map(([code, zh, en]) => ({ value: code, meaningZh: zh, meaningEn: en, data: { expenseDetailCode: code, expenseDetailName: '{meaning}' } })),
  );
  for (const s of SANCTIONS) {
    await db.query(
      `insert into hlcx_sanction_numbers (tenant_id, sanction_number, title_zh, title_en, currency_code, approved_amount, valid_to, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [tenant.tenantId, s.number, s.zh, s.en, s.currency, s.amount, s.validTo, s.status],
    );
  }
  // Core's seed has given the tenant its catalogue by now; each product gets its category's default.
  await db.query(
    `insert into hlcx_product_expense_defaults (tenant_id, product_id, expense_detail_code)
     select p.tenant_id, p.id, m.code
       from products p join json_to_recordset($2::json) as m(category text, code text) on m.category = p.category_code
      where p.tenant_id = $1
     on conflict do nothing`,
    [tenant.tenantId, JSON.stringify(Object.entries(CATEGORY_EXPENSE_DEFAULTS).map(([category, code]) => ({ category, code })))],
  );
}
