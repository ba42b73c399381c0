import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/manufacturer', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/manufacturer']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/manufacturer');
    expect(own.map((e) => e.id)).toEqual(['manufacturer.messages.zh_CN', 'manufacturer.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('manufacturer.'))
        .map((m) => [m.locale, m.messages['manufacturer.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 manufacturer 商城', en_US: 'Welcome to the manufacturer mall' });
  });
});
