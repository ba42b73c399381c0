import type { BudgetInfo, CartLine } from '../entities';

/** A budget row with a budgetId is saved (update, removed by a delete call); without, it is new (add, cancelled locally). */
export function budgetRowStatus(row: Pick<BudgetInfo, 'budgetId'>): 'update' | 'add' {
  return row.budgetId !== undefined && row.budgetId !== null ? 'update' : 'add';
}

/**
 * The budget panel is read-only when the line already belongs to a purchase order header,
 * for submitted requests, and for punch-out items (those with a quotation number). The line
 * tells the first two itself by its `linkType` (spec 1 section 3 "Cart line": ORDER, REQUEST):
 * a line linked to an order is under a purchase order header, one linked to a request belongs to
 * a submitted request. `ctx` lets a caller that knows more say so.
 */
export function isBudgetPanelReadOnly(
  line: Pick<CartLine, 'qtHeaderNo' | 'linkType'>,
  ctx: { belongsToPoHeader?: boolean; requestSubmitted?: boolean } = {},
): boolean {
  const belongsToPoHeader = ctx.belongsToPoHeader || line.linkType === 'ORDER';
  const requestSubmitted = ctx.requestSubmitted || line.linkType === 'REQUEST';
  return Boolean(belongsToPoHeader || requestSubmitted || line.qtHeaderNo);
}

/** The batch budget link is off with no selection, lines of several companies, or any invalid line. */
export function isBatchBudgetDisabled(selected: readonly Pick<CartLine, 'companyId' | 'invalidFlag'>[]): boolean {
  if (selected.length === 0) return true;
  if (new Set(selected.map((line) => line.companyId)).size > 1) return true;
  return selected.some((line) => line.invalidFlag === 1);
}

/** Cart line check status 0 is a failure, shown with its error message; other values pass. */
export function isCartLineCheckFailed(line: Pick<CartLine, 'checkStatus'>): boolean {
  return line.checkStatus === 0;
}

/** Lines failing the budget check (success 0) move to the top, keeping their order otherwise. */
export function budgetFailuresFirst<T>(lines: readonly T[], success: (line: T) => 0 | 1 | undefined): T[] {
  return [...lines.filter((line) => success(line) === 0), ...lines.filter((line) => success(line) !== 0)];
}
