import { BudgetApiToken, budgetDimensions, cartFooterSlot, cartLineFields, cartQuantityRule, cartSelectionRules, definePlugin, givenMessages, messages, myMallMenu, orderSubmitValidators, routes, topBarMenu, type ExtensionPoint, type Contribution } from '@mall/sdk';
import { render, screen } from '@testing-library/react';
import { PluginHost } from './plugin-host';
import { Slot } from './slot';
import { loadTenantPlugin } from './tenant-loader';
import { sampleCore, sampleTenant } from './test-fixtures/sample-plugins';

function hostWithCore() {
  const host = new PluginHost('1.2.0');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(host.register({ definition: sampleCore, version: '1.0.0' })).toBe(true);
  return host;
}

describe('PluginHost with a sample tenant on every kind of point', () => {
  const host = hostWithCore();
  host.register({ definition: sampleTenant, version: '0.3.1' });

  it('registers the tenant without notices', () => {
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/sample']);
  });

  it('ordered point: a contribution with a lower order runs first', () => {
    expect(host.explain(cartSelectionRules.id)).toEqual([
      { id: 'sample.same-company', order: -1, pluginId: '@mall-tenant/sample', pluginVersion: '0.3.1' },
      { id: 'core.cart.same-currency', order: 0, pluginId: 'core', pluginVersion: '1.0.0' },
    ]);
  });

  it('single point: replace keeps the id and attributes the new behaviour', () => {
    expect(host.explain(cartQuantityRule.id)).toEqual([
      { id: 'core.cart.quantity', order: 0, pluginId: '@mall-tenant/sample', pluginVersion: '0.3.1', replaces: 'core' },
    ]);
    expect(host.single(cartQuantityRule)!.range({} as never, {} as never).step).toBe(2);
  });

  it('aggregate point: disabled validators are gone, the rest in order', () => {
    expect(host.get(orderSubmitValidators).map((v) => v.id)).toEqual(['sample.ruling-number', 'core.order.invoice']);
    expect(host.disabled(orderSubmitValidators.id)).toEqual([{ id: 'core.order.payment-method', pluginId: 'core', disabledBy: '@mall-tenant/sample' }]);
  });

  it('keyed point: a route replaced by path, a new route added', () => {
    expect(host.explain(routes.id).map((e) => [e.id, e.pluginId])).toEqual([
      ['/cart', '@mall-tenant/sample'],
      ['/add-purchase', '@mall-tenant/sample'],
    ]);
  });

  it('fields, budget dimensions, menus, messages and services', () => {
    expect(host.get(cartLineFields)[0]!.field.defaultValue).toBe('NA');
    expect(host.get(budgetDimensions)[0]!.fields[0]!.name).toBe('project');
    expect(host.get(myMallMenu).map((m) => m.id)).toEqual(['core.menu.my-order']);
    expect(host.get(topBarMenu).map((m) => m.id)).toEqual(['sample.wallet']);
    expect(host.get(messages).filter((m) => m.locale === 'en_US').map((m) => givenMessages(m)['cart.title'])).toEqual(['Cart', 'Basket']);
    expect(host.rebinds().map((r) => [r.token.name, r.pluginId])).toEqual([[BudgetApiToken.name, '@mall-tenant/sample']]);
  });

  it('settings: declared defaults overridden by the tenant', () => {
    expect(host.settings()).toEqual({ pageJump: 'NO_JUMP', taxRate: 0.13 });
    expect(host.settingSources()).toEqual([{ key: 'pageJump', value: 'NO_JUMP', pluginId: '@mall-tenant/sample' }]);
  });
});

describe('PluginHost refuses bad registrations and keeps core behaviour', () => {
  const cases: { name: string; register: (ctx: Parameters<Parameters<typeof definePlugin>[0]['register']>[0]) => void; message: RegExp }[] = [
    {
      name: 'unknown extension point',
      register: (ctx) => ctx.contribute({ id: 'cart.nope', merge: 'ordered', description: '', contract: '' } as ExtensionPoint<Contribution>, { id: 'x' }),
      message: /Plugin "bad" uses unknown extension point "cart.nope"/,
    },
    {
      name: 'disable of an unknown id',
      register: (ctx) => ctx.disable(orderSubmitValidators, 'core.order.nope'),
      message: /Plugin "bad" disables "core.order.nope" in "order.submit-validators", but no plugin contributed that id/,
    },
    {
      name: 'replace of an unknown id',
      register: (ctx) => ctx.replace(cartSelectionRules, 'core.nope', { check: () => undefined }),
      message: /Plugin "bad" replaces "core.nope" in "cart.selection-rules", but no plugin contributed that id/,
    },
    {
      name: 'duplicate id',
      register: (ctx) => ctx.contribute(cartSelectionRules, { id: 'bad.partial', check: () => undefined }),
      message: /Plugin "bad" contributes "bad.partial" to "cart.selection-rules", which plugin "bad" already contributed/,
    },
    {
      name: 'second contribution to a single point',
      register: (ctx) => ctx.contribute(cartQuantityRule, { id: 'bad.quantity', range: () => ({ min: 1, max: 1, step: 1, precision: 0 }), decide: () => ({ value: 1 }) }),
      message: /takes a single contribution: plugin "bad" contributes "bad.quantity" but plugin "core" already contributed "core.cart.quantity"/,
    },
    {
      name: 'unknown setting',
      register: (ctx) => ctx.settings({ nope: 1 } as never),
      message: /Plugin "bad" sets unknown setting "nope"/,
    },
    {
      name: 'a plugin that throws',
      register: () => {
        throw new Error('boom in register');
      },
      message: /boom in register/,
    },
  ];

  it.each(cases)('$name', ({ register, message }) => {
    const host = hostWithCore();
    const ok = host.register({
      definition: definePlugin({
        id: 'bad',
        sdk: '^1.0.0',
        register: (ctx) => {
          ctx.contribute(cartSelectionRules, { id: 'bad.partial', check: () => undefined });
          register(ctx);
        },
      }),
      version: '0.0.1',
    });
    expect(ok).toBe(false);
    expect(host.notices).toHaveLength(1);
    expect(host.notices[0]!.message).toMatch(message);
    // Nothing of the failed plugin stays, not even what it contributed before failing.
    expect(host.explain(cartSelectionRules.id).map((e) => e.id)).toEqual(['core.cart.same-currency']);
    expect(host.settings().pageJump).toBe('NEW_TAB');
  });

  it('names both plugins when two replace the same id', () => {
    const host = hostWithCore();
    const replacer = (id: string) =>
      definePlugin({ id, sdk: '^1.0.0', register: (ctx) => ctx.replace(cartSelectionRules, 'core.cart.same-currency', { check: () => undefined }) });
    expect(host.register({ definition: replacer('first'), version: '1.0.0' })).toBe(true);
    expect(host.register({ definition: replacer('second'), version: '1.0.0' })).toBe(false);
    expect(host.notices[0]!.message).toBe('Plugins "first" and "second" both replace "core.cart.same-currency" in "cart.selection-rules"');
  });

  it('names both plugins when two rebind one service', () => {
    const host = hostWithCore();
    const rebinder = (id: string) => definePlugin({ id, sdk: '^1.0.0', register: (ctx) => ctx.rebind(BudgetApiToken, () => ({}) as never) });
    host.register({ definition: rebinder('a'), version: '1.0.0' });
    expect(host.register({ definition: rebinder('b'), version: '1.0.0' })).toBe(false);
    expect(host.notices[0]!.message).toBe('Plugins "a" and "b" both rebind service "BudgetApi"');
  });

  it('refuses an incompatible sdk range', () => {
    const host = hostWithCore();
    const ok = host.register({ definition: definePlugin({ id: 'future', sdk: '^2.0.0', register: () => undefined }), version: '1.0.0' });
    expect(ok).toBe(false);
    expect(host.notices[0]).toEqual({ pluginId: 'future', kind: 'incompatible', message: 'needs SDK ^2.0.0, the mall runs SDK 1.2.0' });
  });

  it('registers plugins a tenant uses first, attributed to themselves', () => {
    const host = hostWithCore();
    const shared = definePlugin({ id: '@mall-plugin/shared', version: '2.0.0', sdk: '^1.0.0', register: (ctx) => ctx.contribute(cartSelectionRules, { id: 'shared.rule', check: () => undefined }) });
    const tenant = definePlugin({ id: '@mall-tenant/t', sdk: '^1.0.0', uses: [shared], register: (ctx) => ctx.disable(cartSelectionRules, 'shared.rule') });
    expect(host.register({ definition: tenant, version: '1.1.0' })).toBe(true);
    expect(host.disabled(cartSelectionRules.id)).toEqual([{ id: 'shared.rule', pluginId: '@mall-plugin/shared', disabledBy: '@mall-tenant/t' }]);
    expect(host.plugins().map((p) => `${p.id}@${p.version}`)).toEqual(['core@1.0.0', '@mall-plugin/shared@2.0.0', '@mall-tenant/t@1.1.0']);
  });
});

describe('tenant loading', () => {
  const registry = {
    codes: { SAMPLE: '@mall-tenant/sample', BROKEN: '@mall-tenant/broken', GONE: '@mall-tenant/gone' },
    packages: {
      '@mall-tenant/sample': { version: '0.3.1', load: () => Promise.resolve({ default: sampleTenant }) },
      '@mall-tenant/broken': { version: '1.0.0', load: () => Promise.reject(new Error('chunk failed to load')) },
    },
  };

  it('loads only the signed-in tenant package', async () => {
    const loads = vi.fn(() => Promise.resolve({ default: sampleTenant }));
    const host = hostWithCore();
    const r = { ...registry, packages: { ...registry.packages, '@mall-tenant/sample': { version: '0.3.1', load: loads } } };
    expect(await loadTenantPlugin(host, r, 'SAMPLE')).toBe('@mall-tenant/sample');
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a tenant code without a package runs the core mall silently', async () => {
    const host = hostWithCore();
    expect(await loadTenantPlugin(host, registry, 'T3')).toBeUndefined();
    expect(host.notices).toEqual([]);
  });

  it.each([
    ['BROKEN', 'chunk failed to load'],
    ['GONE', 'tenant GONE maps to @mall-tenant/gone, which this build does not contain'],
  ])('%s is reported and core stays', async (code, message) => {
    const host = hostWithCore();
    expect(await loadTenantPlugin(host, registry, code)).toBeUndefined();
    expect(host.notices[0]).toMatchObject({ kind: 'load-failed', message });
    expect(host.explain(cartQuantityRule.id)[0]!.pluginId).toBe('core');
  });
});

describe('Slot', () => {
  it('contains a slot component that throws and still renders the others', () => {
    const host = hostWithCore();
    const Thrower = () => {
      throw new Error('slot exploded');
    };
    host.register({
      definition: definePlugin({
        id: 'slots',
        sdk: '^1.0.0',
        register: (ctx) => {
          ctx.contribute(cartFooterSlot, { id: 'slots.bad', component: Thrower });
          ctx.contribute(cartFooterSlot, { id: 'slots.good', component: ({ lines }) => <span>{lines.length} lines</span> });
        },
      }),
      version: '1.0.0',
    });
    render(<Slot host={host} point={cartFooterSlot} props={{ lines: [], selected: [] }} />);
    expect(screen.getByText('0 lines')).toBeInTheDocument();
    expect(host.notices).toEqual([{ pluginId: 'slots', kind: 'slot-failed', message: 'slots.cart.footer / slots.bad: slot exploded' }]);
  });
});
