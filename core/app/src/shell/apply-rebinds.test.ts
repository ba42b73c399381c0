import { BudgetApiToken, HttpClientToken, type BudgetApi, type HttpClient } from '@mall/sdk';
import { Container } from 'inversify';
import { applyRebinds } from './apply-rebinds';

it('a rebound token resolves to the plugin factory, which can use other services', async () => {
  const container = new Container();
  const http: HttpClient = { request: async <T>(_m: string, path: string) => path as T };
  container.bind(HttpClientToken.id).toConstantValue(http);
  container.bind(BudgetApiToken.id).toConstantValue({ list: async () => [] } as unknown as BudgetApi);
  applyRebinds(container, [
    {
      pluginId: '@mall-tenant/appliance-firm',
      token: BudgetApiToken,
      factory: (services) => ({ list: () => services.get(HttpClientToken).request('GET', '/smal/v1/{org}/brandmax-budget-infos') }) as unknown as BudgetApi,
    },
  ]);
  const api = container.get<BudgetApi>(BudgetApiToken.id);
  expect(await api.list({} as never)).toBe('/smal/v1/{org}/brandmax-budget-infos');
  expect(container.get(BudgetApiToken.id)).toBe(api);
});
