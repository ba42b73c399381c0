import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/property-cement', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/property-cement']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/property-cement');
    expect(own.map((e) => e.id)).toEqual(['property-cement.messages.zh_CN', 'property-cement.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('property-cement.'))
        .map((m) => [m.locale, m.messages['property-cement.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 property-cement 商城', en_US: 'Welcome to the property-cement mall' });
  });
});
