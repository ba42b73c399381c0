import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/internet-firm', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/internet-firm']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/internet-firm');
    expect(own.map((e) => e.id)).toEqual(['internet-firm.messages.zh_CN', 'internet-firm.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('internet-firm.'))
        .map((m) => [m.locale, m.messages['internet-firm.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 internet-firm 商城', en_US: 'Welcome to the internet-firm mall' });
  });
});
