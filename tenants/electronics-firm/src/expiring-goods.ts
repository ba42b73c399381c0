import { msg, outcome, type CartSettleValidator } from '@mall/sdk';
import { EXPIRY_CHECK_API, type ExpiringLine } from './electronics-rules';

/**
 * Goods expiring in under 45 days (spec 3 sections 8, 9): settling them asks the buyer, listing
 * them with their expiry dates; cancelling re-sorts the cart so they come first. The server
 * decides which lines expire (from its own expiry records and the caller's own cart lines).
 */
export const expiringGoods: CartSettleValidator = {
  id: 'electronics-firm.cart.expiring-goods',
  async validate({ lines }, ctx) {
    if (!ctx.http || lines.length === 0) return [];
    const expiring = await ctx.http.request<ExpiringLine[]>('POST', `/marmot/v1/{org}/marmot-api/${EXPIRY_CHECK_API}`, {
      body: { cartIds: lines.map((l) => l.cartId) },
    });
    if (expiring.length === 0) return [];
    return [
      outcome.confirm(msg('electronics-firm.expiring.confirm', { count: expiring.length }), undefined, {
        title: msg('electronics-firm.expiring.title'),
        content: {
          kind: 'table',
          columns: [
            { key: 'productName', title: msg('electronics-firm.expiring.product') },
            { key: 'expiryDate', title: msg('electronics-firm.expiring.expiry-date'), width: 120 },
            { key: 'daysLeft', title: msg('electronics-firm.expiring.days-left'), width: 90 },
          ],
          rows: expiring.map((line) => ({ productName: line.productName, expiryDate: line.expiryDate, daysLeft: line.daysLeft })),
        },
        onCancel: () => ctx.cart.putFirst(expiring.map((line) => line.cartId)),
      }),
    ];
  },
};
