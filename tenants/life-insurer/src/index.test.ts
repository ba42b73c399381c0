import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/life-insurer', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/life-insurer']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/life-insurer');
    expect(own.map((e) => e.id)).toEqual(['life-insurer.messages.zh_CN', 'life-insurer.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('life-insurer.'))
        .map((m) => [m.locale, m.messages['life-insurer.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 life-insurer 商城', en_US: 'Welcome to the life-insurer mall' });
  });
});
