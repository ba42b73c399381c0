import { applyFieldChange, budgetDimensions, budgetFields, cartSelectionRules, CoreIds, givenMessages, messages, msg, routes, validateFieldRow, type BudgetRowDefaultsContext, type CartLine, type HttpClient } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin from './index';

const TENANT = '@mall-tenant/retail-chain';

const line = (cartId: number, extras: Record<string, unknown> = {}): CartLine =>
  ({ cartId, productId: cartId, productName: `P${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 1, currencyCode: 'CNY', companyId: 21, unitId: 31, ...extras }) as CartLine;

describe('@mall-tenant/retail-chain budget dimensions', () => {
  it("replaces core's configured budget dimensions, attributed to the tenant and its version", () => {
    const { host, ctx } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const entries = host.explain(budgetDimensions.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: CoreIds.budget.configuredDimensions, pluginId: TENANT, pluginVersion: version, replaces: 'core' });
    expect(budgetFields(host.get(budgetDimensions), ctx).map((f) => f.name)).toEqual(['projectNum', 'companyId', 'profitCenterCode', 'budgetCode', 'costTypeCode']);
  });

  const subject = ['budgetCode', msg('field.required', { label: 'retail-chain.budget.subject' })] as const;
  const costType = ['costTypeCode', msg('field.required', { label: 'retail-chain.budget.cost-type' })] as const;
  const project = ['projectNum', msg('retail-chain.budget.project-required')] as const;
  it.each([
    ['an empty row', {}, [project, subject, costType]],
    ['a project only', { projectNum: 'PRJ-2026-001' }, [subject, costType]],
    ['project and subject', { projectNum: 'PRJ-2026-001', budgetCode: '6601-001' }, [costType]],
    ['a subject and cost type without a project', { budgetCode: '6601-001', costTypeCode: 'FIT_OUT' }, [project]],
    ['project, subject and cost type', { projectNum: 'PRJ-2026-001', budgetCode: '6601-001', costTypeCode: 'FIT_OUT' }, []],
  ])('requires project, budget subject and cost type: %s', (_, row, expected) => {
    const { host, ctx } = mountPlugin(plugin);
    const fields = budgetFields(host.get(budgetDimensions), ctx);
    expect(validateFieldRow(fields, row, ctx)).toEqual(expected.map(([field, message]) => ({ field, message })));
  });

  it('lets the budget subject be chosen only within a project, from that project’s subjects', () => {
    const { host, ctx } = mountPlugin(plugin);
    const field = budgetFields(host.get(budgetDimensions), ctx).find((f) => f.name === 'budgetCode')!;
    expect(field.dependsOn).toEqual(['projectNum']);
    expect(field.queryParams).toEqual({ projectNum: '{projectNum}' });
  });

  it('clears the subject (and its name) when the project changes, and keeps it when the project stays', () => {
    const { host, ctx } = mountPlugin(plugin);
    const fields = budgetFields(host.get(budgetDimensions), ctx);
    const row = { projectNum: 'PRJ-2026-001', budgetCode: '6601-001', budgetCodeMeaning: 'Store fit-out', costTypeCode: 'FIT_OUT' };
    expect(applyFieldChange(fields, row, 'projectNum', 'PRJ-2026-002')).toEqual({ ...row, projectNum: 'PRJ-2026-002', budgetCode: undefined, budgetCodeMeaning: undefined });
    expect(applyFieldChange(fields, row, 'projectNum', 'PRJ-2026-001')).toEqual(row);
    expect(applyFieldChange(fields, row, 'costTypeCode', 'MARKETING')).toMatchObject({ budgetCode: '6601-001' });
  });

  it("starts a new row from the company's cscro budget defaults", async () => {
    const { host, ctx } = mountPlugin(plugin, { config: { companyId: 4001 } });
    const calls: unknown[][] = [];
    const http: HttpClient = {
      request: async (...args: unknown[]) => {
        calls.push(args);
        return { account: 'PC-SH01', accountMeaning: 'Shanghai Xuhui store', costCode: 'STORE_SUPPLIES', costCodeMeaning: 'Store supplies', subject: '6601-001', subjectMeaning: 'Store fit-out', projectNum: 'PRJ-2026-001', projectNumMeaning: 'East China store refurbishment' } as never;
      },
    };
    const [set] = host.get(budgetDimensions);
    const defaults = await set!.rowDefaults!({ ...ctx, lines: [line(1)], batch: false, http } as BudgetRowDefaultsContext);
    expect(calls).toEqual([['GET', '/smal/v1/{org}/cscro-budget-defaults/get', { query: { companyId: 4001 }, silent: true }]]);
    expect(defaults).toEqual({
      profitCenterCode: 'PC-SH01',
      profitCenterCodeMeaning: 'Shanghai Xuhui store',
      costTypeCode: 'STORE_SUPPLIES',
      costTypeCodeMeaning: 'Store supplies',
      projectNum: 'PRJ-2026-001',
      projectNumMeaning: 'East China store refurbishment',
      budgetCode: '6601-001',
      budgetCodeMeaning: 'Store fit-out',
    });
    // The defaults fill every required field but none the buyer must still think about.
    expect(validateFieldRow(budgetFields(host.get(budgetDimensions), ctx), defaults, ctx)).toEqual([]);
  });

  it('takes no subject from defaults that name no project, since a subject needs one', async () => {
    const { host, ctx } = mountPlugin(plugin);
    const http: HttpClient = { request: async () => ({ costCode: 'FIT_OUT', subject: '6601-001' }) as never };
    const [set] = host.get(budgetDimensions);
    expect(await set!.rowDefaults!({ ...ctx, lines: [], batch: true, http } as BudgetRowDefaultsContext)).toEqual({ costTypeCode: 'FIT_OUT' });
  });

  it("defaults the company to the buyer's own", () => {
    const { host, ctx } = mountPlugin(plugin, { config: { companyId: 4001 } });
    const company = budgetFields(host.get(budgetDimensions), ctx).find((f) => f.name === 'companyId')!;
    expect((company.defaultValue as (c: typeof ctx) => unknown)(ctx)).toBe(4001);
  });
});

describe("@mall-tenant/retail-chain 'other mode' selection rules", () => {
  it("adds its five rules after core's same-currency rule, which stays", () => {
    const { host } = mountPlugin(plugin);
    expect(host.explain(cartSelectionRules.id).map((e) => [e.id, e.pluginId])).toEqual([
      [CoreIds.cart.sameCurrency, 'core'],
      ['retail-chain.other-mode.same-cost-centre', TENANT],
      ['retail-chain.other-mode.same-request-type', TENANT],
      ['retail-chain.other-mode.same-cost-company', TENANT],
      ['retail-chain.other-mode.same-product-segment', TENANT],
      ['retail-chain.other-mode.same-department', TENANT],
    ]);
    expect(host.settings().retailOtherMode).toBe(true);
  });

  it.each([
    ['cost centre', { attributeVarchar2: 'PC-SH01' }, { attributeVarchar2: 'PC-HZ01' }, 'retail-chain.other-mode.same-cost-centre'],
    ['request type', { HEADER_prTypeId_value: 1 }, { HEADER_prTypeId_value: 3 }, 'retail-chain.other-mode.same-request-type'],
    ['cost-bearing company (header)', { HEADER_companyId_value: 21 }, { HEADER_companyId_value: 22 }, 'retail-chain.other-mode.same-cost-company'],
    ['cost-bearing company (line company without a header one)', { companyId: 21 }, { companyId: 22 }, 'retail-chain.other-mode.same-cost-company'],
    ['product segment', { itemCategoryId: 501 }, { itemCategoryId: 502 }, 'retail-chain.other-mode.same-product-segment'],
    ['department', { unitId: 31 }, { unitId: 32 }, 'retail-chain.other-mode.same-department'],
    ['currency (core)', {}, { currencyCode: 'USD' }, 'cart.same-currency'],
  ])('refuses a line of another %s with its own message', (_, first, second, key) => {
    const mounted = mountPlugin(plugin);
    const refusal = mounted.checkSelection([line(1, first)], line(2, second));
    expect(refusal?.message.key).toBe(key);
    expect(refusal?.ruleId).toBe(key === 'cart.same-currency' ? CoreIds.cart.sameCurrency : key);
  });

  it('allows lines that share every value, and lines that do not carry a value yet', () => {
    const mounted = mountPlugin(plugin);
    const shared = { attributeVarchar2: 'PC-SH01', HEADER_prTypeId_value: 1, HEADER_companyId_value: 21, itemCategoryId: 501, unitId: 31 };
    expect(mounted.checkSelection([line(1, shared), line(2, shared)], line(3, shared))).toBeUndefined();
    expect(mounted.checkSelection([line(1, shared)], line(3, { unitId: 31 }))).toBeUndefined();
    expect(mounted.checkSelection([line(1, {})], line(3, shared))).toBeUndefined();
  });

  it('compares the header company over the line company: same bearer, different line companies pass', () => {
    const mounted = mountPlugin(plugin);
    expect(mounted.checkSelection([line(1, { companyId: 21, HEADER_companyId_value: 30 })], line(2, { companyId: 22, HEADER_companyId_value: 30 }))).toBeUndefined();
  });

  it('refuses nothing of its own when other mode is off', () => {
    const { host, ctx } = mountPlugin(plugin);
    const off = { ...ctx, settings: { ...ctx.settings, retailOtherMode: false } };
    const own = host.get(cartSelectionRules).filter((r) => r.id.startsWith('retail-chain.'));
    expect(own).toHaveLength(5);
    for (const rule of own) expect(rule.check([line(1, { attributeVarchar2: 'A', unitId: 1, HEADER_prTypeId_value: 1, itemCategoryId: 1, companyId: 1 })], line(2, { attributeVarchar2: 'B', unitId: 2, HEADER_prTypeId_value: 2, itemCategoryId: 2, companyId: 2 }), off)).toBeUndefined();
  });
});

describe('@mall-tenant/retail-chain cart page and messages', () => {
  it("replaces core's /cart with its own page and leaves the members' /sigl/cart to core", async () => {
    const { host } = mountPlugin(plugin);
    const byPath = Object.fromEntries(host.explain(routes.id).map((e) => [e.id, e]));
    expect(byPath['/cart']).toMatchObject({ pluginId: TENANT, replaces: 'core' });
    expect(byPath['/sigl/cart']).toMatchObject({ pluginId: 'core' });
    const cart = host.get(routes).find((r) => r.path === '/cart')!;
    expect(cart).toMatchObject({ layout: 'main', titleKey: 'retail-chain.cart.title' });
    expect((await cart.load()).default.name).toBe('RetailCartPage');
  });

  it('words every key in both locales, the spec’s project sentence in en_US', () => {
    const { host } = mountPlugin(plugin);
    const own = Object.fromEntries(host.get(messages).filter((m) => m.id.startsWith('retail-chain.')).map((m) => [m.locale, givenMessages(m)]));
    expect(own.en_US!['retail-chain.budget.project-required']).toBe('project number cannot be empty');
    expect(Object.keys(own.zh_CN!).sort()).toEqual(Object.keys(own.en_US!).sort());
    const used = [
      ...host.get(cartSelectionRules).filter((r) => r.id.startsWith('retail-chain.')).map((r) => r.id),
      'retail-chain.budget.project', 'retail-chain.budget.subject', 'retail-chain.budget.cost-type', 'retail-chain.cart.title',
    ];
    for (const key of used) expect(own.en_US![key], key).toBeTruthy();
  });
});
