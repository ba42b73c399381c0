import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/appliance-firm', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/appliance-firm']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/appliance-firm');
    expect(own.map((e) => e.id)).toEqual(['appliance-firm.messages.zh_CN', 'appliance-firm.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('appliance-firm.'))
        .map((m) => [m.locale, m.messages['appliance-firm.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 appliance-firm 商城', en_US: 'Welcome to the appliance-firm mall' });
  });
});
