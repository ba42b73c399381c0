import { budgetWarningEntries } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { findRequest } from './purchase-request-repo';

interface BudgetLine {
  skuName: string;
  quantity: number;
  estimatedPrice: number;
  cancelStatus?: string;
}

/** One line of the answer: over when the budget's free amount cannot take the lines up to this one. */
export interface BudgetCheckLine {
  skuName: string;
  amount: number;
  overFlag: 0 | 1;
}

export interface BudgetCheck {
  /** Absent when the request names no budget: then nothing is checked. */
  budgetId?: number;
  budgetName?: string;
  totalAmount?: number;
  occupiedAmount?: number;
  requestAmount: number;
  /** How many lines fail the budget ('{n} products failed budget, maintain budget info'). */
  failedCount: number;
  entries: BudgetCheckLine[];
}

/**
 * mall-request-budget-validate: the request's lines (a saved request's, or the form's) against
 * the budget pool chosen on its header. Cancelled lines (cancelStatus CANCELED) take no budget
 * and are left out (spec 2 section 4). Lines are taken in order; from the first one that no longer
 * fits into amount - occupied, every line is over. No budget chosen: nothing to check (no lines fail).
 */
export async function validateBudget(
  db: Db,
  session: Session,
  body: { mallRequestId?: number; budgetId?: number; mallRequestEntryList?: readonly BudgetLine[] },
): Promise<BudgetCheck> {
  let budgetId = body.budgetId;
  let lines: readonly BudgetLine[] = body.mallRequestEntryList ?? [];
  if (body.mallRequestId !== undefined) {
    const request = await findRequest(db, session, body.mallRequestId);
    if (!request) throw notFound('mall-request.not.found');
    budgetId = budgetId ?? request.budgetId;
    lines = request.mallRequestEntryViewVOList;
  }
  if (budgetId === undefined) return { requestAmount: 0, failedCount: 0, entries: [] };
  const [budget] = await db.query<{ name: string; amount: number; occupied: number }>(
    `select budget_name as name, amount::float8 as amount, occupied::float8 as occupied from budgets
      where id = $1 and tenant_id = $2 and organization_id = $3 and company_id = $4`,
    [budgetId, session.tenantId, session.organizationId, session.companyId],
  );
  if (!budget) throw notFound('mall-request.budget.not.found');
  let running = budget.occupied;
  const entries = budgetWarningEntries(lines).map((line): BudgetCheckLine => {
    const amount = Math.round(line.quantity * line.estimatedPrice * 100) / 100;
    running += amount;
    return { skuName: line.skuName, amount, overFlag: running > budget.amount ? 1 : 0 };
  });
  return {
    budgetId,
    budgetName: budget.name,
    totalAmount: budget.amount,
    occupiedAmount: budget.occupied,
    requestAmount: entries.reduce((sum, e) => sum + e.amount, 0),
    failedCount: entries.filter((e) => e.overFlag === 1).length,
    entries,
  };
}
