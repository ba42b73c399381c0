import { givenMessages, messages, orderSubmitValidators, purchaseRequestSubmitValidators, routes, type HttpClient } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

const http = (orders: string[]) => ({ request: async () => orders }) as unknown as HttpClient;

describe('@mall-tenant/restaurant-group', () => {
  it('registers on top of core with the budget-warning plugin it uses', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-plugin/budget-warning', '@mall-tenant/restaurant-group']);
    expect(host.get(purchaseRequestSubmitValidators).map((v) => v.id)).toContain('budget-warning.request-budget');
  });

  it('replaces /add-purchase with its own page, behind the same permission', () => {
    const { host } = mountPlugin(plugin);
    const page = host.explain(routes.id).find((e) => e.id === '/add-purchase');
    expect(page?.pluginId).toBe('@mall-tenant/restaurant-group');
    expect(host.get(routes).find((r) => r.id === '/add-purchase')?.permissions).toEqual(['add-purchase']);
  });

  it('defaults the need date to today + delivery cycle + 3 days, or + 10 without a cycle', () => {
    expect(mountPlugin(plugin).ctx.settings.needDateDefault).toEqual({ mode: 'delivery-cycle', extraDays: 3, withoutCycleDays: 10 });
  });

  it('blocks the order submit while completed orders are unrated, listing at most five order numbers', async () => {
    const orders = ['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5', 'PO-6'];
    const mounted = mountPlugin(plugin, { http: http(orders) });
    const outcomes = (await mounted.runSubmitValidators({ orders: [] })).filter((o) => o.ruleId === 'restaurant-group.unrated-orders');
    expect(outcomes).toEqual([
      expect.objectContaining({ level: 'error', message: { key: 'restaurant-group.unrated' }, content: { kind: 'list', items: orders, limit: 5 } }),
    ]);
    const none = mountPlugin(plugin, { http: http([]) });
    expect((await none.runSubmitValidators({ orders: [] })).filter((o) => o.ruleId === 'restaurant-group.unrated-orders')).toEqual([]);
    expect(mountPlugin(plugin).host.get(orderSubmitValidators).map((v) => v.id)).toContain('restaurant-group.unrated-orders');
  });

  it("says the spec's unrated-orders sentence in both locales", () => {
    const { host } = mountPlugin(plugin);
    const texts = Object.fromEntries(host.get(messages).filter((m) => m.id.startsWith('restaurant-group.')).map((m) => [m.locale, givenMessages(m)['restaurant-group.unrated']]));
    expect(texts).toEqual({
      en_US: 'You have completed orders not yet rated, rate them under orders before ordering',
      zh_CN: '您有已完成的订单尚未评价，请先在订单中评价后再下单',
    });
  });
});
