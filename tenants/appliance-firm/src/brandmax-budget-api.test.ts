import type { CartLine, HttpClient, HttpRequestOptions } from '@mall/sdk';
import { BrandmaxBudgetApi } from './brandmax-budget-api';

interface Call {
  method: string;
  path: string;
  options?: HttpRequestOptions;
}

function recordingHttp(answer: unknown = undefined) {
  const calls: Call[] = [];
  const http: HttpClient = {
    request: async <T>(method: string, path: string, options?: HttpRequestOptions) => {
      calls.push({ method, path, options });
      return answer as T;
    },
  };
  return { calls, api: new BrandmaxBudgetApi(http) };
}

const line = (cartId: number): CartLine =>
  ({ cartId, productId: 100 + cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 2, latestPrice: 5, currencyCode: 'CNY' }) as CartLine;
const row = { budgetId: 3, cartId: 1, quantity: 2, eiCode: 'EI01', eiCodeMeaning: 'Travel', ccCode: 'CC01', ccCodeMeaning: 'Sales' };

describe('BrandmaxBudgetApi', () => {
  it('saves one line through /one with both budget lists, names taken from the lookup text', async () => {
    const { calls, api } = recordingHttp();
    await api.save([line(1)], [row], false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe('/smal/v1/{org}/brandmax-budget-infos/one');
    const [cart] = calls[0]!.options!.body as Record<string, unknown>[];
    const dims = { eiCode: 'EI01', eiName: 'Travel', ccCode: 'CC01', ccName: 'Sales' };
    expect(cart).toMatchObject({ cartId: 1, productId: 101 });
    expect(cart!.budgetInfoList).toEqual([{ budgetId: 3, cartId: 1, quantity: 2, budget: JSON.stringify(dims) }]);
    expect(cart!.brandmaxBudgetInfoList).toEqual([{ budgetId: 3, cartId: 1, quantity: 2, ...dims }]);
  });

  it('saves a batch through the plain path, every line with its own new copy of the rows', async () => {
    const { calls, api } = recordingHttp();
    await api.save([line(1), line(2)], [{ ...row, cartId: undefined }], true);
    expect(calls[0]!.path).toBe('/smal/v1/{org}/brandmax-budget-infos');
    const carts = calls[0]!.options!.body as { cartId: number; brandmaxBudgetInfoList: { cartId: number; budgetId?: number }[] }[];
    expect(carts.map((c) => c.brandmaxBudgetInfoList.map((r) => [r.cartId, r.budgetId]))).toEqual([[[1, undefined]], [[2, undefined]]]);
  });

  it('in a batch gives each line the rows naming it, with that product quantity', async () => {
    const { calls, api } = recordingHttp();
    await api.save([line(1), line(2)], [{ ...row, cartId: 1, quantity: 1 }, { ...row, cartId: 2, quantity: 2 }], true);
    const carts = calls[0]!.options!.body as { brandmaxBudgetInfoList: { cartId: number; quantity: number }[] }[];
    expect(carts.map((c) => c.brandmaxBudgetInfoList.map((r) => [r.cartId, r.quantity]))).toEqual([[[1, 1]], [[2, 2]]]);
  });

  it('lists a line by cart id, answering an empty list when the server sends nothing', async () => {
    const { calls, api } = recordingHttp(undefined);
    expect(await api.list(line(4))).toEqual([]);
    expect(calls).toEqual([{ method: 'GET', path: '/smal/v1/{org}/brandmax-budget-infos', options: { query: { cartId: 4 } } }]);
  });

  it('removes saved rows with DELETE on the same path', async () => {
    const { calls, api } = recordingHttp();
    await api.remove(line(1), [row]);
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.path).toBe('/smal/v1/{org}/brandmax-budget-infos');
  });

  it('asks the remaining budget and passes the answer on', async () => {
    const { calls, api } = recordingHttp([{ cartId: 1, remainingBudget: 40 }]);
    expect(await api.remain([line(1)], [row])).toEqual([{ cartId: 1, remainingBudget: 40 }]);
    expect(calls[0]!.path).toBe('/smal/v1/{org}/brandmax-budget-infos/remain');
  });
});
