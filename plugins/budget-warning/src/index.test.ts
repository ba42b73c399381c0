import { givenMessages, messages, purchaseRequestSubmitValidators, type HttpClient, type RequestSubmitInput } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

const line = (skuName: string, extra: Record<string, unknown> = {}) => ({ skuName, quantity: 1, uomName: 'pcs', estimatedPrice: 100, neededDate: '2099-01-01', ...extra });

/** A fake HTTP client answering the two budget calls and recording what it was asked. */
function fakeHttp(answers: { pools?: unknown[]; check?: unknown }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const http = {
    request: async (method: string, path: string, options?: { body?: unknown }) => {
      calls.push({ method, path, body: options?.body });
      return path.endsWith('/budget-options') ? (answers.pools ?? []) : answers.check;
    },
  } as unknown as HttpClient;
  return { http, calls };
}

async function run(input: RequestSubmitInput, http: HttpClient) {
  const { host, ctx } = mountPlugin(plugin);
  const [validator] = host.get(purchaseRequestSubmitValidators).filter((v) => v.id === 'budget-warning.request-budget');
  return validator!.validate(input, { ...ctx, http });
}

describe('@mall-plugin/budget-warning', () => {
  it('registers its request check and its texts in both locales', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const texts = Object.fromEntries(host.get(messages).filter((m) => m.id.startsWith('budget-warning.')).map((m) => [m.locale, givenMessages(m)['budget-warning.title']]));
    expect(texts).toEqual({
      en_US: 'Budget occupied amount exceeds total budget, please confirm whether to continue submitting',
      zh_CN: '预算占用金额超出预算总额，请确认是否继续提交',
    });
  });

  it('opens the over-limit dialog (table at most 210 high) with the over-budget products, cancelled lines left out of the check', async () => {
    const { http, calls } = fakeHttp({ check: { entries: [{ skuName: 'rice', amount: 100, overFlag: 0 }, { skuName: 'oil', amount: 900, overFlag: 1 }] } });
    const [warning, ...rest] = await run({ title: 'x', budgetId: 3, lines: [line('rice'), line('salt', { cancelStatus: 'CANCELED' }), line('oil')] }, http);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      level: 'confirm',
      title: { key: 'budget-warning.title' },
      message: { key: 'budget-warning.intro' },
      content: { kind: 'table', maxHeight: 210, rows: [{ skuName: 'oil', amount: 900 }] },
    });
    expect((calls[0]!.body as { mallRequestEntryList: { skuName: string }[] }).mallRequestEntryList.map((l) => l.skuName)).toEqual(['rice', 'oil']);
  });

  it('asks nothing when every line fits the budget', async () => {
    const { http } = fakeHttp({ check: { entries: [{ skuName: 'rice', amount: 100, overFlag: 0 }] } });
    expect(await run({ title: 'x', budgetId: 3, lines: [line('rice')] }, http)).toEqual([]);
  });

  it("blocks with '{n} products failed budget' when the company has budgets and the request names none", async () => {
    const { http } = fakeHttp({ pools: [{ budgetId: 3 }] });
    const outcomes = await run({ title: 'x', lines: [line('rice'), line('oil'), line('salt', { cancelStatus: 'CANCELED' })] }, http);
    expect(outcomes).toEqual([expect.objectContaining({ level: 'error', message: { key: 'budget-warning.failed', params: { n: 2 } } })]);
    const none = fakeHttp({ pools: [] });
    expect(await run({ title: 'x', lines: [line('rice')] }, none.http)).toEqual([]);
  });
});
