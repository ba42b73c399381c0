import { messages } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-tenant/restaurant-group', () => {
  it('registers on top of core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-tenant/restaurant-group']);
  });

  it('contributes its welcome message in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.explain(messages.id).filter((e) => e.pluginId === '@mall-tenant/restaurant-group');
    expect(own.map((e) => e.id)).toEqual(['restaurant-group.messages.zh_CN', 'restaurant-group.messages.en_US']);
    const welcome = Object.fromEntries(
      host
        .get(messages)
        .filter((m) => m.id.startsWith('restaurant-group.'))
        .map((m) => [m.locale, m.messages['restaurant-group.welcome']]),
    );
    expect(welcome).toEqual({ zh_CN: '欢迎来到 restaurant-group 商城', en_US: 'Welcome to the restaurant-group mall' });
  });
});
