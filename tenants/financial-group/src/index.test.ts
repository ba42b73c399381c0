import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/financial-group', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/financial-group']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/financial-group');
    expect(own.map((e) => e.id)).toEqual(['financial-group.messages.zh_CN', 'financial-group.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('financial-group.'))
        .map((m) => [m.locale, m.messages['financial-group.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 financial-group 商城', en_US: 'Welcome to the financial-group mall' });
  });
});
