import type { CartLine, HttpClient, HttpRequestOptions } from '@mall/sdk';
import { BudgetApiImpl, BUDGET_INFOS } from './budget-api-impl';

function recordingHttp(answer: unknown) {
  const calls: { method: string; path: string; options?: HttpRequestOptions }[] = [];
  const http: HttpClient = { request: async <T>(method: string, path: string, options?: HttpRequestOptions) => (calls.push({ method, path, options }), answer as T) };
  return { calls, api: new BudgetApiImpl(http) };
}

const line = (cartId: number) => ({ cartId, productId: cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 4, latestPrice: 1, currencyCode: 'CNY' }) as CartLine;

describe('BudgetApiImpl', () => {
  it("lists a line's rows with the dimension values of their budget JSON laid flat", async () => {
    const { calls, api } = recordingHttp({ cartId: 1, budgetInfoList: [{ budgetId: 5, quantity: 2, budget: '{"budgetCode":"BUD-IT","budgetCodeMeaning":"IT"}', remainingBudget: 9 }] });
    expect(await api.list(line(1))).toEqual([{ budgetId: 5, quantity: 2, budget: '{"budgetCode":"BUD-IT","budgetCodeMeaning":"IT"}', remainingBudget: 9, budgetCode: 'BUD-IT', budgetCodeMeaning: 'IT' }]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: BUDGET_INFOS, options: { query: { cartId: 1 } } });
  });

  it('saves one line with POST budget-infos, dimensions packed into budget, server fields left out', async () => {
    const { calls, api } = recordingHttp({ cartId: 1, budgetInfoList: [] });
    const outcomes = await api.save([line(1)], [{ budgetId: 5, orderSeq: 1, quantity: 2, budgetCode: 'BUD-IT', remainingBudget: 9, budgetName: 'IT', action: 'update' }], false);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.options!.body).toEqual({ cartId: 1, budgetInfoList: [{ budgetId: 5, orderSeq: 1, quantity: 2, cartId: 1, budget: '{"budgetCode":"BUD-IT"}' }] });
    expect(outcomes).toEqual([{ cartId: 1, success: 1 }]);
  });

  it('batch-creates per line with new rows and reads each line budget check', async () => {
    const { calls, api } = recordingHttp([{ cartId: 1 }, { cartId: 2, success: 0, errorMessage: 'Insufficient budget: IT' }, { cartId: 3, checkStatus: 0, checkErrorMessage: 'over' }]);
    const outcomes = await api.save([line(1), line(2), line(3)], [1, 2, 3].map((cartId) => ({ budgetId: 7, cartId, quantity: cartId, budgetCode: 'BUD-IT' })), true);
    expect(calls[0]!.path).toBe(`${BUDGET_INFOS}/batch-create`);
    const body = calls[0]!.options!.body as { cartId: number; budgetInfoList: { budgetId?: number; quantity: number }[] }[];
    expect(body.map((d) => [d.cartId, d.budgetInfoList.map((r) => [r.budgetId, r.quantity])])).toEqual([[1, [[undefined, 1]]], [2, [[undefined, 2]]], [3, [[undefined, 3]]]]);
    expect(outcomes).toEqual([{ cartId: 1, success: 1 }, { cartId: 2, success: 0, errorMessage: 'Insufficient budget: IT' }, { cartId: 3, success: 0, errorMessage: 'over' }]);
  });

  it('deletes only saved rows, by budgetId, and asks remain for every line', async () => {
    const { calls, api } = recordingHttp([{ cartId: 1, budgetInfoList: [{ budgetId: 5, remainingBudget: 3, budget: '{}' }] }]);
    await api.remove(line(1), [{ budgetId: 5 }, { quantity: 1 }]);
    expect(calls[0]).toMatchObject({ method: 'DELETE', options: { body: [{ cartId: 1, budgetInfoList: [{ budgetId: 5 }] }] } });
    expect(await api.remain([line(1)], [{ budgetId: 5, quantity: 1 }])).toEqual([{ budgetId: 5, remainingBudget: 3, budget: '{}' }]);
    expect(calls[1]!.path).toBe(`${BUDGET_INFOS}/budget-occupy/remain`);
  });
});
