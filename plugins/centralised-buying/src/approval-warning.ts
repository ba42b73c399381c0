import { msg, outcome, type OrderSubmitValidator } from '@mall/sdk';
import { isInApproval } from './centralised-status';

/**
 * Spec 3 section 6: an order-type basket warns when selected lines are still in approval
 * ('warning that items are still in approval, confirm order', section 8). A demander's basket
 * raises needs and is not asked.
 */
export const approvalWarning: OrderSubmitValidator = {
  id: 'centralised-buying.order.in-approval',
  order: 300,
  validate({ orders }, ctx) {
    if (ctx.settings.centralisedBasket !== 'ORDER') return [];
    const names = orders.flatMap((o) => o.shoppingCartDTOList.filter(isInApproval).map((l) => l.productName));
    return names.length === 0 ? [] : [outcome.confirm(msg('centralised-buying.in-approval-confirm', { products: names.join(', ') }))];
  },
};
