import type { RequestSubmitInput, RequestSubmitValidator, ValidationOutcome } from '@mall/sdk';
import { budgetFailedOutcome, budgetWarningOutcome, warningEntries } from './budget-warning-outcome';

interface BudgetOption {
  readonly budgetId: number;
}
interface BudgetCheck {
  readonly entries: readonly { readonly skuName: string; readonly amount: number; readonly overFlag: 0 | 1 }[];
}

const BASE = '/smodr/v1/{org}/mall-requests';

/**
 * On submit of a purchase request: where the company has budget pools, lines without a budget
 * fail ('{n} products failed budget'); with a budget, mall-request-budget-validate's over-budget
 * lines open the over-limit dialog, and the buyer confirms to continue. Cancelled lines count for
 * neither. Without an HTTP client (a read-only preview) nothing is checked.
 */
export const requestBudgetCheck: RequestSubmitValidator = {
  id: 'budget-warning.request-budget',
  order: 50,
  async validate(input: RequestSubmitInput, ctx): Promise<ValidationOutcome[]> {
    const http = ctx.http;
    const lines = warningEntries(input.lines);
    if (!http || lines.length === 0) return [];
    if (input.budgetId === undefined) {
      const pools = await http.request<BudgetOption[]>('GET', `${BASE}/budget-options`);
      return pools.length > 0 ? [budgetFailedOutcome(lines.length)] : [];
    }
    const check = await http.request<BudgetCheck>('POST', `${BASE}/mall-request-budget-validate`, {
      body: { budgetId: input.budgetId, mallRequestEntryList: lines.map(({ skuName, quantity, estimatedPrice }) => ({ skuName, quantity, estimatedPrice })) },
    });
    const warning = budgetWarningOutcome(check.entries.filter((e) => e.overFlag === 1));
    return warning ? [warning] : [];
  },
};
