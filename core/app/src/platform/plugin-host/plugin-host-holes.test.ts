import { cartSelectionRules, definePlugin, messages, routes, type PluginContext, type PluginDefinition } from '@mall/sdk';
import { PluginHost } from './plugin-host';
import { sampleCore } from './test-fixtures/sample-plugins';

// Issue 19 §4, "a host with no holes": each registration below was accepted before and is now
// refused with a message naming the plugin(s), or behaves as the issue states.

const page = () => Promise.resolve({ default: () => null });
const rule = (id: string) => ({ id, check: () => undefined });

function hostWithCore() {
  const host = new PluginHost('1.2.0');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(host.register({ definition: sampleCore, version: '1.0.0' })).toBe(true);
  return host;
}

const plugin = (id: string, register: (ctx: PluginContext) => void, extra: Partial<PluginDefinition> = {}) =>
  definePlugin({ id, sdk: '^1.0.0', register, ...extra });

const ids = (host: PluginHost) => host.plugins().map((p) => p.id);

describe('refused at registration, naming the plugin(s)', () => {
  const cases: { name: string; earlier?: PluginDefinition[]; plugin: PluginDefinition; notice: string }[] = [
    {
      name: "a second route for core's path without replace",
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.contribute(routes, { id: 't.cart', path: '/cart', layout: 'main', load: page })),
      notice: 'Plugin "@mall-tenant/t" contributes route "t.cart" for path "/cart", which plugin "core" already serves ("/cart"); use replace() to change that page',
    },
    {
      name: 'two plugins adding a route for one path',
      earlier: [plugin('@mall-plugin/wallet', (ctx) => ctx.contribute(routes, { id: '/wallet', path: '/wallet', layout: 'main', load: page }))],
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.contribute(routes, { id: 't.wallet', path: '/wallet', layout: 'main', load: page })),
      notice: 'Plugin "@mall-tenant/t" contributes route "t.wallet" for path "/wallet", which plugin "@mall-plugin/wallet" already serves ("/wallet"); use replace() to change that page',
    },
    {
      name: "a replace whose new id differs from the target's",
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.replace(cartSelectionRules, 'core.cart.same-currency', rule('t.currency'))),
      notice:
        'Plugin "@mall-tenant/t" replaces "core.cart.same-currency" in "cart.selection-rules" with a contribution whose id is "t.currency"; a replacement keeps the target\'s id (contribute() a new id instead)',
    },
    {
      name: 'a replaced route moved to another path',
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.replace(routes, '/cart', { path: '/basket', layout: 'main', load: page })),
      notice: 'Plugin "@mall-tenant/t" replaces route "/cart" with a page for path "/basket"; a replaced route keeps its path',
    },
    {
      name: 'a plugin id starting with core.',
      plugin: plugin('core.tenant', (ctx) => ctx.contribute(cartSelectionRules, rule('x.rule'))),
      notice: 'Plugin id "core.tenant" is reserved: "core" and ids starting with "core." belong to the mall\'s core',
    },
    {
      name: 'a second plugin calling itself core',
      plugin: plugin('core', (ctx) => ctx.contribute(cartSelectionRules, rule('x.rule'))),
      notice: 'Plugin id "core" is reserved: "core" and ids starting with "core." belong to the mall\'s core',
    },
    {
      name: "a contribution taking one of core's ids",
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.contribute(cartSelectionRules, rule('core.cart.same-company'))),
      notice:
        'Plugin "@mall-tenant/t" contributes "core.cart.same-company" to "cart.selection-rules": ids starting with "core." are core\'s; give it an id of the plugin\'s own, or replace() core\'s',
    },
    {
      name: 'two different plugins with one id',
      earlier: [plugin('@mall-tenant/t', () => undefined)],
      plugin: plugin('@mall-tenant/t', (ctx) => ctx.contribute(cartSelectionRules, rule('t.rule')), { version: '2.0.0' }),
      notice: 'Plugin id "@mall-tenant/t" is already taken by another plugin (version 0.0.1)',
    },
    {
      name: 'register returns a promise',
      plugin: plugin('@mall-tenant/t', (async (ctx: PluginContext) => ctx.contribute(cartSelectionRules, rule('t.rule'))) as unknown as (ctx: PluginContext) => void),
      notice:
        'Plugin "@mall-tenant/t": register returned a promise; registration is synchronous, so contribute everything before returning (load data inside the contributions instead)',
    },
  ];

  it.each(cases)('$name', ({ earlier = [], plugin: definition, notice }) => {
    const host = hostWithCore();
    for (const p of earlier) expect(host.register({ definition: p, version: '0.0.1' })).toBe(true);
    const before = { plugins: ids(host), rules: host.explain(cartSelectionRules.id), routes: host.explain(routes.id) };
    expect(host.register({ definition, version: '0.0.1' })).toBe(false);
    expect(host.notices.map((n) => n.message)).toEqual([notice]);
    expect(host.notices[0]!.pluginId).toBe(definition.id);
    // Nothing of the refused plugin stays.
    expect({ plugins: ids(host), rules: host.explain(cartSelectionRules.id), routes: host.explain(routes.id) }).toEqual(before);
  });
});

describe('the sdk range must name a major version', () => {
  it.each(['*', '', 'x', '>=1.0.0', '>0.9.0', '^1.0.0 || >=2.0.0', 'latest'])('sdk "%s" is refused as incompatible', (sdk) => {
    const host = hostWithCore();
    const definition = { id: '@mall-tenant/t', sdk, register: () => undefined } as PluginDefinition;
    expect(host.register({ definition, version: '1.0.0' })).toBe(false);
    expect(host.notices).toEqual([{ pluginId: '@mall-tenant/t', kind: 'incompatible', message: expect.stringMatching(new RegExp(`^Plugin "@mall-tenant/t" declares sdk "${sdk.replace(/[*^|.]/g, '\\$&')}", which (does not name a major version of the SDK|is not a semver range); write a range within one major version, such as \\^1\\.0\\.0$`)) }]);
  });

  it.each(['^1.0.0', '1.x', '~1.2.0', '>=1.0.0 <2.0.0', '1', '^1.0.0 || ^0.9.0'])('sdk "%s" names a major and registers', (sdk) => {
    const host = hostWithCore();
    expect(host.register({ definition: { id: '@mall-tenant/t', sdk, register: () => undefined }, version: '1.0.0' })).toBe(true);
    expect(host.notices).toEqual([]);
  });
});

describe('registration is synchronous and staged', () => {
  it('contributions after an await are refused and reported, and the plugin is left out', async () => {
    const host = hostWithCore();
    const late = plugin('@mall-tenant/t', (async (ctx: PluginContext) => {
      await Promise.resolve();
      ctx.contribute(cartSelectionRules, rule('t.late'));
    }) as unknown as (ctx: PluginContext) => void);
    expect(host.register({ definition: late, version: '1.0.0' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.notices.map((n) => n.message)).toEqual([
      'Plugin "@mall-tenant/t": register returned a promise; registration is synchronous, so contribute everything before returning (load data inside the contributions instead)',
      'Plugin "@mall-tenant/t" called contribute() after its registration finished; registration is synchronous, so the call is ignored',
    ]);
    expect(host.explain(cartSelectionRules.id).map((e) => e.id)).toEqual(['core.cart.same-currency']);
  });

  it('a context kept past register refuses every call, and the committed plugin is unchanged', () => {
    const host = hostWithCore();
    let kept: PluginContext | undefined;
    const keeper = plugin('@mall-tenant/t', (ctx) => {
      ctx.contribute(cartSelectionRules, rule('t.rule'));
      kept = ctx;
    });
    expect(host.register({ definition: keeper, version: '1.0.0' })).toBe(true);
    const calls: [string, () => void][] = [
      ['contribute()', () => kept!.contribute(cartSelectionRules, rule('t.later'))],
      ['replace()', () => kept!.replace(cartSelectionRules, 'core.cart.same-currency', { check: () => undefined })],
      ['disable()', () => kept!.disable(cartSelectionRules, 'core.cart.same-currency')],
      ['settings()', () => kept!.settings({ pageJump: 'NO_JUMP' })],
    ];
    for (const [what, call] of calls) {
      expect(call).toThrow(`Plugin "@mall-tenant/t" called ${what} after its registration finished; registration is synchronous, so the call is ignored`);
    }
    expect(host.notices.map((n) => n.kind)).toEqual(['register-failed', 'register-failed', 'register-failed', 'register-failed']);
    expect(host.explain(cartSelectionRules.id).map((e) => e.id)).toEqual(['core.cart.same-currency', 't.rule']);
    expect(host.settings().pageJump).toBe('NEW_TAB');
  });
});

describe('a tenant that fails takes the shared plugins it uses out with it', () => {
  const shared = plugin('@mall-plugin/shared', (ctx) => ctx.contribute(cartSelectionRules, rule('shared.rule')), { version: '2.0.0' });
  const failing = plugin(
    '@mall-tenant/t',
    () => {
      throw new Error('tenant exploded');
    },
    { uses: [shared] },
  );

  it('the mall runs on core alone, and both are reported', () => {
    const host = hostWithCore();
    expect(host.register({ definition: failing, version: '1.0.0' })).toBe(false);
    expect(ids(host)).toEqual(['core']);
    expect(host.explain(cartSelectionRules.id).map((e) => e.id)).toEqual(['core.cart.same-currency']);
    expect(host.notices).toEqual([
      { pluginId: '@mall-tenant/t', kind: 'register-failed', message: 'tenant exploded' },
      { pluginId: '@mall-plugin/shared', kind: 'register-failed', message: 'left out with plugin "@mall-tenant/t", which uses it and failed to register' },
    ]);
  });

  it('a shared plugin registered before, for its own sake, stays', () => {
    const host = hostWithCore();
    expect(host.register({ definition: shared, version: '2.0.0' })).toBe(true);
    expect(host.register({ definition: failing, version: '1.0.0' })).toBe(false);
    expect(ids(host)).toEqual(['core', '@mall-plugin/shared']);
    expect(host.notices.map((n) => n.pluginId)).toEqual(['@mall-tenant/t']);
  });

  it('a tenant whose used plugin fails is left out too', () => {
    const host = hostWithCore();
    const broken = plugin('@mall-plugin/broken', (ctx) => ctx.contribute(cartSelectionRules, rule('core.cart.same-currency')));
    const tenant = plugin('@mall-tenant/t', (ctx) => ctx.contribute(cartSelectionRules, rule('t.rule')), { uses: [shared, broken] });
    expect(host.register({ definition: tenant, version: '1.0.0' })).toBe(false);
    expect(ids(host)).toEqual(['core']);
    expect(host.notices.map((n) => [n.pluginId, n.message.split(';')[0]])).toEqual([
      ['@mall-plugin/broken', 'Plugin "@mall-plugin/broken" contributes "core.cart.same-currency" to "cart.selection-rules": ids starting with "core." are core\'s'],
      ['@mall-tenant/t', 'needs plugin "@mall-plugin/broken", which was left out'],
      ['@mall-plugin/shared', 'left out with plugin "@mall-tenant/t", which uses it and failed to register'],
    ]);
  });
});

describe('messages present in one locale and missing in the other', () => {
  it('are reported with the keys, and the plugin stays active', () => {
    const host = hostWithCore();
    const halfTranslated = plugin('@mall-tenant/t', (ctx) =>
      ctx.contribute(
        messages,
        { id: 't.zh', locale: 'zh_CN', messages: { 't.title': '标题', 't.only-zh': '只有中文', 't.also-zh': '也只有中文' } },
        { id: 't.en', locale: 'en_US', messages: { 't.title': 'Title', 't.only-en': 'English only' } },
      ),
    );
    expect(host.register({ definition: halfTranslated, version: '1.0.0' })).toBe(true);
    expect(host.notices).toEqual([
      { pluginId: '@mall-tenant/t', kind: 'messages-incomplete', message: 'Plugin "@mall-tenant/t" has no zh_CN text for: t.only-en' },
      { pluginId: '@mall-tenant/t', kind: 'messages-incomplete', message: 'Plugin "@mall-tenant/t" has no en_US text for: t.also-zh, t.only-zh' },
    ]);
  });

  it('a plugin with both locales complete is not reported', () => {
    const host = hostWithCore();
    const complete = plugin('@mall-tenant/t', (ctx) =>
      ctx.contribute(messages, { id: 't.zh', locale: 'zh_CN', messages: { 't.title': '标题' } }, { id: 't.en', locale: 'en_US', messages: { 't.title': 'Title' } }),
    );
    expect(host.register({ definition: complete, version: '1.0.0' })).toBe(true);
    expect(host.notices).toEqual([]);
  });
});
