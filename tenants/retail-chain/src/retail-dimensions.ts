import { CoreIds, budgetDimensions, msg, type BudgetDimensions, type BudgetRowDefaultsContext, type FieldRegistration, type FieldRow, type MallContext } from '@mall/sdk';
import { RETAIL_LOOKUPS } from './retail-lookups';

export const BUDGET_DEFAULTS_PATH = '/smal/v1/{org}/cscro-budget-defaults/get';

/** The answer of cscro-budget-defaults (spec 3 section 7), plus the default subject's project (ours). */
export interface CscroBudgetDefaults {
  readonly account?: string;
  readonly accountMeaning?: string;
  readonly costCode?: string;
  readonly costCodeMeaning?: string;
  readonly subject?: string;
  readonly subjectMeaning?: string;
  readonly projectNum?: string;
  readonly projectNumMeaning?: string;
}

/**
 * A new row's values from the company's budget defaults. The spec names the answer's fields,
 * not where they go; ours: `account` is the profit centre the company books to, `costCode` the
 * fee type (costTypeCode), `subject` the budget subject. A subject exists only within a
 * project, so the default subject comes with its project; choosing another project clears it.
 */
export function rowOfDefaults(d: CscroBudgetDefaults): FieldRow {
  const row: Record<string, unknown> = {};
  const put = (name: string, value: string | undefined, meaning: string | undefined) => {
    if (!value) return;
    row[name] = value;
    if (meaning) row[`${name}Meaning`] = meaning;
  };
  put('profitCenterCode', d.account, d.accountMeaning);
  put('costTypeCode', d.costCode, d.costCodeMeaning);
  if (d.subject && d.projectNum) {
    put('projectNum', d.projectNum, d.projectNumMeaning);
    put('budgetCode', d.subject, d.subjectMeaning);
  }
  return row;
}

/**
 * Spec 3 "Retailer tenant" budget rows: orderSeq (core numbers rows), project (project-number
 * lookup), company, profit centre, budget subject (within the chosen project) and cost type
 * (fee-type lookup). Project, subject and cost type are required (spec 3 section 5); the
 * subject waits for a project and is cleared, with its name, when the project changes.
 */
export const retailDimensions: Omit<BudgetDimensions, 'id'> = {
  fields: [
    {
      name: 'projectNum',
      labelKey: 'retail-chain.budget.project',
      component: 'lookup',
      lookupCode: RETAIL_LOOKUPS.project,
      required: true,
      // Spec 3 section 5 "Dates and other fields": 'project number cannot be empty'.
      requiredMessage: msg('retail-chain.budget.project-required'),
      clearOnChange: ['budgetCode'],
    },
    {
      name: 'companyId',
      labelKey: 'retail-chain.budget.company',
      component: 'lookup',
      lookupCode: RETAIL_LOOKUPS.company,
      valueField: 'companyId',
      // The buyer's own company unless they book to another one of the group.
      defaultValue: (ctx: MallContext) => ctx.config.companyId,
    },
    {
      name: 'profitCenterCode',
      labelKey: 'retail-chain.budget.profit-center',
      component: 'lookup',
      lookupCode: RETAIL_LOOKUPS.profitCenter,
    },
    {
      // Named `budgetCode` because each of the retailer's budget subjects is a budget pool of
      // core's budget calls (seeded per project subject), which name their pool by that key.
      name: 'budgetCode',
      labelKey: 'retail-chain.budget.subject',
      component: 'lookup',
      lookupCode: RETAIL_LOOKUPS.budgetSubject,
      queryParams: { projectNum: '{projectNum}' },
      required: true,
      dependsOn: ['projectNum'],
    },
    {
      name: 'costTypeCode',
      labelKey: 'retail-chain.budget.cost-type',
      component: 'lookup',
      lookupCode: RETAIL_LOOKUPS.feeType,
      required: true,
    },
  ],
  rowDefaults: async ({ http, config }: BudgetRowDefaultsContext) => {
    const answer = await http.request<CscroBudgetDefaults | undefined>('GET', BUDGET_DEFAULTS_PATH, { query: { companyId: config.companyId }, silent: true });
    return answer ? rowOfDefaults(answer) : {};
  },
};

/**
 * The retailer's field contributions, registered by the browser entry and handed to the server
 * by the server entry, so both check a budget row against these fields.
 */
export const retailFields: FieldRegistration = (ctx) => ctx.replace(budgetDimensions, CoreIds.budget.configuredDimensions, retailDimensions);
