import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/rgego', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/rgego']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/rgego');
    expect(own.map((e) => e.id)).toEqual(['rgego.messages.zh_CN', 'rgego.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('rgego.'))
        .map((m) => [m.locale, m.messages['rgego.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 rgego 商城', en_US: 'Welcome to the rgego mall' });
  });
});
