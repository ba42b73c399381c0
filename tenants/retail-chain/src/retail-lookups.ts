/**
 * The tenant's value sets: the browser's budget dimensions read them through core's `lovs/data`,
 * the server entry seeds them and answers meanings from them. No imports, so both entries share it.
 */
export const RETAIL_LOOKUPS = {
  project: 'SCUX.GOLDEN_PROJECT',
  company: 'SCUX.GOLDEN_COMPANY',
  profitCenter: 'SCUX.GOLDEN_PROFIT_CENTER',
  budgetSubject: 'SCUX.GOLDEN_BUDGET_SUBJECT',
  feeType: 'SCUX.GOLDEN_FEE_TYPE',
} as const;
