import { applyFieldChange, budgetDimensions, CoreIds, definePlugin, givenMessages, messages, msg, validateFieldRow, type BudgetPanelContext, type CartLine, type FieldRow, type MallContext, type PluginDefinition, type UserConfig } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin, { ORG_CODES_NEEDING_CATEGORY } from './index';

const TENANT = '@mall-tenant/property-cement';
const CORE_SET = CoreIds.budget.configuredDimensions;
const required = (field: string, label: string) => ({ field, message: msg('field.required', { label: `property-cement.budget.${label}` }) });

// Core's budget feature contributes its configured set; until a core build does, the set is
// stood in for by a fixture with the same id, so the replace is still exercised for real.
const coreContributesSet = mountPlugin(definePlugin({ id: 'probe', sdk: '^1.0.0', register: () => undefined }))
  .host.explain(budgetDimensions.id)
  .some((e) => e.id === CORE_SET);
const standIn = definePlugin({
  id: 'fixture.core-budget-set',
  version: '0.0.0',
  sdk: '^1.0.0',
  register: (ctx) => ctx.contribute(budgetDimensions, { id: CORE_SET, fields: [{ name: 'budgetItem', labelKey: 'budget.item', component: 'lookup' }] }),
});
const mountTenant = (config: Partial<UserConfig> = {}, tenant: PluginDefinition = plugin) =>
  mountPlugin(coreContributesSet ? tenant : definePlugin({ id: 'fixture.over-core-budget', sdk: '^1.0.0', uses: [standIn, tenant], register: () => undefined }), { config });

const line = (cartId: number, attributeVarchar1?: string) =>
  ({ cartId, productId: cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 1, currencyCode: 'CNY', attributeVarchar1 }) as CartLine;
const panel = (ctx: MallContext, lines: CartLine[], batch = false): BudgetPanelContext => ({ ...ctx, lines, batch });
const filled = { costCode: 'D01', budgetCode: 'JX-ADM-2025', expensesSubject: 'FEE01' };

describe('@mall-tenant/property-cement', () => {
  it("replaces core's configured budget dimensions, attributed to the tenant and its version", () => {
    const { host } = mountTenant();
    expect(host.notices).toEqual([]);
    const entries = host.explain(budgetDimensions.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: CORE_SET, pluginId: TENANT, pluginVersion: version, replaces: coreContributesSet ? 'core' : standIn.id });
    expect(host.get(budgetDimensions)[0]!.fields.map((f) => f.name)).toEqual([
      'subjectsCode', 'costCode', 'budgetCode', 'sapNum', 'expensesSubject', 'subjectsCategoryCode', 'manageUnitCode', 'fixAssetCode', 'orgCategoryCode',
    ]);
  });

  it.each<[string, FieldRow, ReturnType<typeof required>[]]>([
    ['an empty row needs use department, budget number and fee type', {}, [required('costCode', 'use-department'), required('budgetCode', 'budget-number'), required('expensesSubject', 'fee-type')]],
    ['use department, budget number and fee type are enough', filled, []],
    ['an asset class needs a management department', { ...filled, subjectsCategoryCode: 'AC1' }, [required('manageUnitCode', 'management-department')]],
    ['asset class with management department', { ...filled, subjectsCategoryCode: 'AC1', manageUnitCode: 'D02' }, []],
  ])('field rules: %s', (_, row, expected) => {
    const { host, ctx } = mountTenant();
    expect(validateFieldRow(host.get(budgetDimensions).flatMap((d) => d.fields), row, ctx)).toEqual(expected);
  });

  it("searches the budget number among the use department's budgets, and a new department clears it", () => {
    const { host } = mountTenant();
    const fields = host.get(budgetDimensions).flatMap((d) => d.fields);
    const budgetNumber = fields.find((f) => f.name === 'budgetCode')!;
    expect(budgetNumber).toMatchObject({ lookupCode: 'SMAL.JXNM_BUDGET_NUMBER', queryParams: { costCode: '{costCode}' }, dependsOn: ['costCode'] });
    const row = { costCode: 'D1010', budgetCode: 'JX-ADM-2025', budgetCodeMeaning: 'Administration 2025 expenses' };
    expect(applyFieldChange(fields, row, 'costCode', 'D1020')).toEqual({ costCode: 'D1020', budgetCode: undefined, budgetCodeMeaning: undefined });
  });

  it.each<[string, FieldRow, CartLine[], boolean]>([
    ['line flag 1, no internal order, no asset class', filled, [line(1, '1')], true],
    ['line flag 1 with an internal order number', { ...filled, sapNum: 'IO-9' }, [line(1, '1')], false],
    ['line flag 1 with an asset class', { ...filled, subjectsCategoryCode: 'AC1', manageUnitCode: 'D02' }, [line(1, '1')], false],
    ['line flag 0', filled, [line(1, '0')], false],
    ['flag 1 on the row itself', { ...filled, attributeVarchar1: '1' }, [line(1)], true],
    ['batch with one flagged line', filled, [line(1), line(2, '1')], true],
  ])('asset class required when attributeVarchar1 is 1 and no internal order number: %s', (_, row, lines, expected) => {
    const { host, ctx } = mountTenant();
    const [set] = host.get(budgetDimensions);
    const errors = set!.validateRow!(row, 0, panel(ctx, lines, lines.length > 1));
    expect(errors).toEqual(expected ? [{ row: 0, ...required('subjectsCategoryCode', 'asset-class') }] : []);
  });

  it.each([
    [1, []],
    [2, [{ row: 3, field: 'quantity', message: msg('property-cement.budget.asset-quantity-one') }]],
  ])('with an asset class the quantity is fixed to 1: quantity %s', (quantity, expected) => {
    const { host, ctx } = mountTenant();
    const [set] = host.get(budgetDimensions);
    expect(set!.validateRow!({ ...filled, subjectsCategoryCode: 'AC1', manageUnitCode: 'D02', quantity }, 3, panel(ctx, [line(1)]))).toEqual(expected);
  });

  it("refuses a repeated asset class with 'Asset class cannot be repeated'", () => {
    const { host, ctx } = mountTenant();
    const [set] = host.get(budgetDimensions);
    const rows = [{ subjectsCategoryCode: 'AC1' }, { subjectsCategoryCode: 'AC2' }, {}, {}, { subjectsCategoryCode: 'AC1' }];
    expect(set!.validateTable!(rows, panel(ctx, [line(1)]))).toEqual([{ row: 4, field: 'subjectsCategoryCode', message: msg('property-cement.budget.asset-class-repeated') }]);
    const en = givenMessages(host.get(messages).find((m) => m.id === 'property-cement.messages.en_US')!);
    expect(en['property-cement.budget.asset-class-repeated']).toBe('Asset class cannot be repeated');
  });

  it('lets department and budget subject pickers choose leaf nodes only, with the spec texts', () => {
    const { host } = mountTenant();
    const en = givenMessages(host.get(messages).find((m) => m.id === 'property-cement.messages.en_US')!);
    const leaf = Object.fromEntries(host.get(budgetDimensions).flatMap((d) => d.fields).filter((f) => f.leafOnly).map((f) => [f.name, en[f.leafOnly!.message.key]]));
    expect(leaf).toEqual({
      subjectsCode: 'Only the last-level budget subject can be selected',
      costCode: 'Only the last-level department can be selected',
      manageUnitCode: 'Only the last-level department can be selected',
    });
  });

  it.each([...ORG_CODES_NEEDING_CATEGORY.map((code) => [code, true] as const), ['20002', false] as const, [undefined, false] as const])(
    'organisation %s needs an organisation category: %s',
    (ouCode, needed) => {
      const { host, ctx } = mountTenant(ouCode === undefined ? {} : { ouCode });
      const errors = validateFieldRow(host.get(budgetDimensions).flatMap((d) => d.fields), filled, ctx);
      expect(errors).toEqual(needed ? [required('orgCategoryCode', 'org-category')] : []);
    },
  );

  it('words every message in both locales', () => {
    const { host } = mountTenant();
    const own = host.get(messages).filter((m) => m.id.startsWith('property-cement.'));
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => givenMessages(own.find((m) => m.locale === l)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
    for (const field of host.get(budgetDimensions).flatMap((d) => d.fields)) expect(en![field.labelKey]).toBeTruthy();
  });
});
