import { isCartLineCheckFailed } from '@mall/domain';
import { HttpClientToken, type BudgetApi, type BudgetInfo, type BudgetLineOutcome, type CartLine, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import { packBudgetRow, unpackBudgetRow } from './budget-row-codec';

export const BUDGET_INFOS = '/smal/v1/{org}/budget-infos';

/** One line's budget data as the budget-infos calls answer it. */
interface BudgetData {
  cartId: number;
  budgetInfoList?: BudgetInfo[];
  /** Budget check of the line where the gateway gives one: 1 passes, 0 fails. */
  success?: 0 | 1;
  checkStatus?: number;
  errorMessage?: string;
  checkErrorMessage?: string;
}

const asList = (answer: BudgetData | BudgetData[] | undefined): BudgetData[] => (answer === undefined ? [] : Array.isArray(answer) ? answer : [answer]);

/** A line's budget check from its answer; a line the answer does not fail passes. */
function outcomeOf(data: BudgetData): BudgetLineOutcome {
  const failed = data.success === 0 || isCartLineCheckFailed(data);
  const reason = data.errorMessage ?? data.checkErrorMessage ?? data.budgetInfoList?.find((r) => r.errorMessage)?.errorMessage;
  return failed ? { cartId: data.cartId, success: 0, errorMessage: reason } : { cartId: data.cartId, success: 1 };
}

/** Core's budget rows over the mall service's budget-infos calls (spec 1 section 7 "Budget"). */
@injectable()
export class BudgetApiImpl implements BudgetApi {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async list(line: CartLine): Promise<BudgetInfo[]> {
    const data = await this.http.request<BudgetData | undefined>('GET', BUDGET_INFOS, { query: { cartId: line.cartId } });
    return (data?.budgetInfoList ?? []).map(unpackBudgetRow);
  }

  async save(lines: readonly CartLine[], rows: readonly BudgetInfo[], batch: boolean): Promise<BudgetLineOutcome[]> {
    if (!batch) {
      const [line] = lines;
      if (!line) return [];
      const body = { cartId: line.cartId, budgetInfoList: rows.map((row) => packBudgetRow(row, line.cartId)) };
      return asList(await this.http.request<BudgetData | undefined>('POST', BUDGET_INFOS, { body })).map(outcomeOf);
    }
    const body = lines.map((line) => ({
      cartId: line.cartId,
      budgetInfoList: rows.filter((row) => row.cartId === undefined || row.cartId === line.cartId).map((row) => packBudgetRow({ ...row, budgetId: undefined }, line.cartId)),
    }));
    return asList(await this.http.request<BudgetData[] | undefined>('POST', `${BUDGET_INFOS}/batch-create`, { body })).map(outcomeOf);
  }

  async remove(line: CartLine, rows: readonly BudgetInfo[]): Promise<void> {
    const saved = rows.filter((row) => row.budgetId !== undefined).map((row) => ({ budgetId: row.budgetId }));
    if (saved.length > 0) await this.http.request('DELETE', BUDGET_INFOS, { body: [{ cartId: line.cartId, budgetInfoList: saved }] });
  }

  async remain(lines: readonly CartLine[], rows: readonly BudgetInfo[]): Promise<BudgetInfo[]> {
    const body = lines.map((line) => ({
      cartId: line.cartId,
      budgetInfoList: rows.filter((row) => row.cartId === undefined || row.cartId === line.cartId).map((row) => packBudgetRow(row, line.cartId)),
    }));
    const answer = await this.http.request<BudgetData[] | undefined>('POST', `${BUDGET_INFOS}/budget-occupy/remain`, { body });
    return asList(answer).flatMap((data) => (data.budgetInfoList ?? []).map(unpackBudgetRow));
  }
}
