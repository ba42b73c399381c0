import { msg, outcome, type HttpClient, type OrderSubmitValidator } from '@mall/sdk';

/** The scripted call answering the caller's completed orders not yet rated (see the server entry). */
export const UNEVALUATED_ORDERS_PATH = '/marmot/v1/{org}/marmot-api/caocao-unevaluated-orders';
/** At most five order numbers are shown (spec 3). */
export const UNRATED_SHOWN = 5;

export function unratedOrders(http: HttpClient): Promise<string[]> {
  return http.request<string[]>('POST', UNEVALUATED_ORDERS_PATH, { body: {} });
}

/** The block itself: the spec's sentence with the first five order numbers under it. */
export const unratedOutcome = (orders: readonly string[]) =>
  outcome.error(msg('restaurant-group.unrated'), { kind: 'submit' }, { content: { kind: 'list', items: orders, limit: UNRATED_SHOWN } });

/** Unrated completed orders block ordering: the company order submit refuses while any is left. */
export const unratedOrdersBlock: OrderSubmitValidator = {
  id: 'restaurant-group.unrated-orders',
  order: 5,
  async validate(_input, ctx) {
    if (!ctx.http) return [];
    const orders = await unratedOrders(ctx.http);
    return orders.length > 0 ? [unratedOutcome(orders)] : [];
  },
};
