import type { BudgetApi, BudgetInfo, CartLine, HttpClient } from '@mall/sdk';

/** Spec 3 section 7: the appliance firm's own budget endpoint. */
export const BRANDMAX_BUDGET_PATH = '/smal/v1/{org}/brandmax-budget-infos';

/** A row's dimension values; the names come from the lookup's display text when not set. */
function dimensionsOf(row: BudgetInfo): Record<string, unknown> {
  return {
    eiCode: row.eiCode,
    eiName: row.eiName ?? row.eiCodeMeaning,
    ccCode: row.ccCode,
    ccName: row.ccName ?? row.ccCodeMeaning,
  };
}

/**
 * The rows of one cart line. In batch mode rows name their line by `cartId` (a row without one
 * applies to every line) and are new rows, since the batch overwrites the line's earlier ones.
 */
function rowsOf(line: CartLine, rows: readonly BudgetInfo[], batch: boolean): BudgetInfo[] {
  const own = rows.filter((row) => row.cartId === undefined || row.cartId === line.cartId);
  return batch ? own.map((row) => ({ ...row, cartId: line.cartId, budgetId: undefined })) : own;
}

/**
 * The body spec 3 gives for brandmax-budget-infos: a list of carts, each with its
 * `budgetInfoList` (the chosen fields as JSON text, as core's budget rows keep them) and its
 * `brandmaxBudgetInfoList` (the same rows with the fields flat).
 */
function cartBody(line: CartLine, rows: readonly BudgetInfo[]) {
  return {
    ...line,
    budgetInfoList: rows.map((row) => ({
      budgetId: row.budgetId,
      cartId: line.cartId,
      quantity: row.quantity,
      budget: JSON.stringify(dimensionsOf(row)),
    })),
    brandmaxBudgetInfoList: rows.map((row) => ({ budgetId: row.budgetId, cartId: line.cartId, quantity: row.quantity, ...dimensionsOf(row) })),
  };
}

/**
 * Budget rows through brandmax-budget-infos: batch saves post to the path, a single line's
 * save to `/one`. The remaining-budget query has no path in spec 3; it is asked at `/remain`
 * of the same endpoint, which the tenant's server entry has to provide.
 */
export class BrandmaxBudgetApi implements BudgetApi {
  constructor(private readonly http: HttpClient) {}

  async list(line: CartLine): Promise<BudgetInfo[]> {
    return (await this.http.request<BudgetInfo[] | undefined>('GET', BRANDMAX_BUDGET_PATH, { query: { cartId: line.cartId } })) ?? [];
  }

  async save(lines: readonly CartLine[], rows: readonly BudgetInfo[], batch: boolean): Promise<void> {
    const path = batch ? BRANDMAX_BUDGET_PATH : `${BRANDMAX_BUDGET_PATH}/one`;
    await this.http.request('POST', path, { body: lines.map((line) => cartBody(line, rowsOf(line, rows, batch))) });
  }

  async remove(line: CartLine, rows: readonly BudgetInfo[]): Promise<void> {
    await this.http.request('DELETE', BRANDMAX_BUDGET_PATH, { body: [cartBody(line, rows)] });
  }

  async remain(lines: readonly CartLine[], rows: readonly BudgetInfo[]): Promise<BudgetInfo[]> {
    const body = lines.map((line) => cartBody(line, rowsOf(line, rows, false)));
    return (await this.http.request<BudgetInfo[] | undefined>('POST', `${BRANDMAX_BUDGET_PATH}/remain`, { body })) ?? [];
  }
}

