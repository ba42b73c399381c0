import { msg, outcome, type OrderSubmitValidator } from '@mall/sdk';
import { TAX_INCLUDED_WARNING_AMOUNT, taxIncludedAmount } from './electronics-rules';

/**
 * Each order of 2500 or more tax included asks the buyer to check fixed assets and the CE
 * number before it is submitted (a confirm: the buyer may go on).
 */
export const taxIncludedWarning: OrderSubmitValidator = {
  id: 'electronics-firm.order.tax-included-2500',
  validate: ({ orders }) =>
    orders.flatMap((order, index) => {
      const amount = taxIncludedAmount(order.shoppingCartDTOList);
      if (amount < TAX_INCLUDED_WARNING_AMOUNT) return [];
      return [
        outcome.confirm(msg('electronics-firm.tax-included.confirm', { order: index + 1, amount: amount.toFixed(2) }), { kind: 'order', order: index }, {
          title: msg('electronics-firm.tax-included.title'),
        }),
      ];
    }),
};
