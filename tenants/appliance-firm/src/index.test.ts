import { applyFieldChange, BudgetApiToken, budgetDimensions, CoreIds, definePlugin, givenMessages, HttpClientToken, messages, msg, validateFieldRow, type CartLine, type HttpClient, type PluginDefinition } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import { BrandmaxBudgetApi } from './brandmax-budget-api';
import plugin from './index';

const TENANT = '@mall-tenant/appliance-firm';
const CORE_SET = CoreIds.budget.configuredDimensions;

// Core's budget feature contributes its configured set; until a core build does, the set is
// stood in for by a fixture with the same id, so the replace is still exercised for real.
const coreContributesSet = mountPlugin(definePlugin({ id: 'probe', sdk: '^1.0.0', register: () => undefined }))
  .host.explain(budgetDimensions.id)
  .some((e) => e.id === CORE_SET);
const standIn = definePlugin({
  id: 'fixture.core-budget-set',
  version: '0.0.0',
  sdk: '^1.0.0',
  register: (ctx) => ctx.contribute(budgetDimensions, { id: CORE_SET, fields: [{ name: 'budgetItem', labelKey: 'budget.item', component: 'lookup', required: true }] }),
});
const mountTenant = (tenant: PluginDefinition = plugin) =>
  mountPlugin(coreContributesSet ? tenant : definePlugin({ id: 'fixture.over-core-budget', sdk: '^1.0.0', uses: [standIn, tenant], register: () => undefined }));

const line = (cartId: number, productSource: string): CartLine =>
  ({ cartId, productId: cartId, productName: `P${cartId}`, productSource, quantity: 1, latestPrice: 1, currencyCode: 'CNY' }) as CartLine;

describe('@mall-tenant/appliance-firm', () => {
  it("replaces core's configured budget dimensions, attributed to the tenant and its version", () => {
    const { host } = mountTenant();
    expect(host.notices).toEqual([]);
    const entries = host.explain(budgetDimensions.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: CORE_SET, pluginId: TENANT, pluginVersion: version, replaces: coreContributesSet ? 'core' : standIn.id });
    expect(host.get(budgetDimensions)[0]!.fields.map((f) => f.name)).toEqual(['eiCode', 'ccCode']);
  });

  it.each([
    ['an empty row', {}, [['eiCode', 'appliance-firm.budget.cost-item'], ['ccCode', 'appliance-firm.budget.cost-attribution']]],
    ['an item without attribution', { eiCode: 'EI01' }, [['ccCode', 'appliance-firm.budget.cost-attribution']]],
    ['item and attribution', { eiCode: 'EI01', ccCode: 'CC01' }, []],
  ])('requires cost item and cost attribution: %s', (_, row, expected) => {
    const { host, ctx } = mountTenant();
    const fields = host.get(budgetDimensions).flatMap((d) => d.fields);
    expect(validateFieldRow(fields, row, ctx)).toEqual(expected.map(([field, label]) => ({ field, message: msg('field.required', { label: label! }) })));
  });

  it('lets the attribution be chosen only within a cost item', () => {
    const { host } = mountTenant();
    const attribution = host.get(budgetDimensions).flatMap((d) => d.fields).find((f) => f.name === 'ccCode')!;
    expect(attribution.dependsOn).toEqual(['eiCode']);
    expect(attribution.queryParams).toEqual({ eiCode: '{eiCode}' });
  });

  it('clears the attribution when the cost item changes, and keeps it when the item stays', () => {
    const { host } = mountTenant();
    const fields = host.get(budgetDimensions).flatMap((d) => d.fields);
    const row = { eiCode: 'EI01', eiName: 'Travel', ccCode: 'CC01', ccCodeMeaning: 'Sales', ccName: 'Sales' };
    expect(applyFieldChange(fields, row, 'eiCode', 'EI02')).toEqual({ eiCode: 'EI02', eiName: 'Travel', ccCode: undefined, ccCodeMeaning: undefined, ccName: undefined, ccNameMeaning: undefined });
    expect(applyFieldChange(fields, row, 'eiCode', 'EI01')).toEqual(row);
  });

  it.each([
    ['catalogue with e-commerce', ['CATA', 'JD'], msg('appliance-firm.budget.batch-mixed-sources')],
    ['catalogue only', ['CATA', 'CATA'], undefined],
    ['e-commerce only', ['JD', 'JD'], undefined],
    ['catalogue with manual goods', ['CATA', 'MANUAL'], undefined],
  ])('batch allocation of %s', (_, sources, expected) => {
    const { host, ctx } = mountTenant();
    const [set] = host.get(budgetDimensions);
    expect(set!.canBatch!(sources.map((s, i) => line(i + 1, s)), ctx)).toEqual(expected);
  });

  it('words its labels and the batch refusal in both locales', () => {
    const { host } = mountTenant();
    const own = Object.fromEntries(host.get(messages).filter((m) => m.id.startsWith('appliance-firm.')).map((m) => [m.locale, givenMessages(m)]));
    expect(own.en_US!['appliance-firm.budget.batch-mixed-sources']).toBe('E-commerce and catalogue products cannot be batch-allocated together, please choose again');
    expect(Object.keys(own.zh_CN!).sort()).toEqual(Object.keys(own.en_US!).sort());
  });

  it('rebinds the budget API to brandmax-budget-infos through the mall HTTP client', async () => {
    const { host } = mountTenant();
    const [record] = host.rebinds();
    expect(record).toMatchObject({ token: BudgetApiToken, pluginId: TENANT });
    const calls: unknown[][] = [];
    const http: HttpClient = { request: async (...args: unknown[]) => (calls.push(args), [] as never) };
    const api = record!.factory({ get: (token) => (token.id === HttpClientToken.id ? http : undefined) as never });
    expect(api).toBeInstanceOf(BrandmaxBudgetApi);
    await (api as BrandmaxBudgetApi).save([line(7, 'CATA')], [{ cartId: 7, quantity: 1, eiCode: 'EI01', ccCode: 'CC01' }], false);
    expect(calls.map((c) => [c[0], c[1]])).toEqual([['POST', '/smal/v1/{org}/brandmax-budget-infos/one']]);
  });
});
