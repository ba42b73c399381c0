import type { BudgetInfo } from '@mall/sdk';

/** Keys of a budget row that are bookkeeping or the server's answer, not chosen dimension values. */
const ROW_KEYS = new Set(['budgetId', 'cartId', 'orderSeq', 'budget', 'quantity', 'remainingBudget', 'errorMessage', 'action', 'budgetName']);

/**
 * A row as the budget-infos calls take it: the chosen dimension values (and their `Meaning`
 * texts) travel as the JSON text `budget` (spec 1 section 3 "Budget row").
 */
export function packBudgetRow(row: BudgetInfo, cartId: number): BudgetInfo {
  const dimensions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!ROW_KEYS.has(key) && value !== undefined) dimensions[key] = value;
  return { budgetId: row.budgetId, orderSeq: row.orderSeq, quantity: row.quantity, cartId, budget: JSON.stringify(dimensions) };
}

/** A row as the panel edits it: the dimension values of `budget` laid flat beside the row's own fields. */
export function unpackBudgetRow(row: BudgetInfo): BudgetInfo {
  let dimensions: Record<string, unknown> = {};
  try {
    const parsed: unknown = row.budget ? JSON.parse(row.budget) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) dimensions = parsed as Record<string, unknown>;
  } catch {
    // A budget text that is not JSON has no dimension values to show; the row's own fields remain.
  }
  return { ...dimensions, ...row };
}
