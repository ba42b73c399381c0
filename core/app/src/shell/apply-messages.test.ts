import { type AnyMessagesContribution, definePlugin, messages } from '@mall/sdk';
import { I18nImpl } from '../platform/i18n';
import { PluginHost } from '../platform/plugin-host';
import { LanguageSwitcherImpl } from '../platform/i18n';
import { clearBrowserStorage } from '../platform/session/platform-test-container';
import { applyMessages } from './apply-messages';

beforeEach(() => clearBrowserStorage());

/** A plugin host with core contributing these texts. */
function coreWith(...contributions: AnyMessagesContribution[]) {
  const host = new PluginHost('1.2.0');
  host.register({
    version: '1.0.0',
    definition: definePlugin({
      id: 'core',
      sdk: '^1.0.0',
      register(ctx) {
        ctx.contribute(messages, ...contributions);
      },
    }),
  });
  return host;
}

/** A core with loaded texts per language and a tenant rewording one of them at once; counts the loads. */
function mall() {
  const loads: string[] = [];
  const loader = (locale: string, texts: Record<string, string>) => async () => {
    loads.push(locale);
    return { default: texts };
  };
  const host = coreWith(
    { id: 'core.messages.probe.en', locale: 'en_US', load: loader('en_US', { 'probe.title': 'Cart', 'probe.other': 'Other' }) },
    { id: 'core.messages.probe.zh', locale: 'zh_CN', load: loader('zh_CN', { 'probe.title': '购物车', 'probe.other': '其他' }) },
  );
  const tenant = definePlugin({
    id: '@mall-tenant/probe',
    sdk: '^1.0.0',
    register(ctx) {
      ctx.contribute(messages, { id: 'probe.en', locale: 'en_US', messages: { 'probe.title': 'Basket' } }, { id: 'probe.zh', locale: 'zh_CN', messages: { 'probe.title': '采购车' } });
    },
  });
  return { host, loads, tenant, i18n: new I18nImpl() };
}

it("loads only the current language's texts, and the other before switching to it", async () => {
  const { host, loads, i18n } = mall();
  await applyMessages(i18n, host);
  expect(loads).toEqual(['zh_CN']);
  expect(i18n.t('probe.title')).toBe('购物车');
  await i18n.setLocale('en_US');
  expect(loads).toEqual(['zh_CN', 'en_US']);
  expect(i18n.t('probe.title')).toBe('Cart');
  await i18n.setLocale('zh_CN');
  expect(loads).toEqual(['zh_CN', 'en_US']);
  expect(i18n.t('probe.title')).toBe('购物车');
});

it("merges a tenant's texts over the loaded ones in contribution order, in both languages", async () => {
  const { host, tenant, i18n } = mall();
  void applyMessages(i18n, host);
  host.register({ definition: tenant, version: '1.0.0' });
  await applyMessages(i18n, host);
  expect([i18n.t('probe.title'), i18n.t('probe.other')]).toEqual(['采购车', '其他']);
  await i18n.setLocale('en_US');
  expect([i18n.t('probe.title'), i18n.t('probe.other')]).toEqual(['Basket', 'Other']);
});

it("starts in the user's language with that language's texts", async () => {
  const { host, loads, i18n } = mall();
  await applyMessages(i18n, host);
  await i18n.adoptUserLanguage('en_US');
  expect(loads).toEqual(['zh_CN', 'en_US']);
  expect(i18n.t('probe.title')).toBe('Cart');
});

it('the language switch of the top bar loads the new language before the page switches', async () => {
  const { host, i18n } = mall();
  await applyMessages(i18n, host);
  const http = { request: vi.fn(async () => undefined) };
  const queries = { invalidateQueries: vi.fn(async () => undefined) };
  const switching = new LanguageSwitcherImpl(i18n, http as never, queries).switchTo('en_US');
  expect(i18n.locale).toBe('zh_CN');
  await switching;
  expect(i18n.locale).toBe('en_US');
  expect(i18n.t('probe.title')).toBe('Cart');
  // What the server wrote in the old language is asked for again.
  expect(queries.invalidateQueries).toHaveBeenCalledTimes(1);
});

it('a failed load is tried again on the next switch', async () => {
  let fail = true;
  const host = coreWith({
    id: 'core.messages.probe.en',
    locale: 'en_US',
    load: async () => {
      if (fail) throw new Error('chunk failed');
      return { default: { 'probe.title': 'Cart' } };
    },
  });
  const i18n = new I18nImpl();
  await applyMessages(i18n, host);
  await expect(i18n.setLocale('en_US')).rejects.toThrow('chunk failed');
  expect(i18n.locale).toBe('zh_CN');
  fail = false;
  await i18n.setLocale('en_US');
  expect(i18n.t('probe.title')).toBe('Cart');
});
