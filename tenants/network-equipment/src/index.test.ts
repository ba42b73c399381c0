import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/network-equipment', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/network-equipment']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/network-equipment');
    expect(own.map((e) => e.id)).toEqual(['network-equipment.messages.zh_CN', 'network-equipment.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('network-equipment.'))
        .map((m) => [m.locale, m.messages['network-equipment.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 network-equipment 商城', en_US: 'Welcome to the network-equipment mall' });
  });
});
