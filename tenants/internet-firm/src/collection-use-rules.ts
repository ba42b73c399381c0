import { msg, type CartLine, type CartSelectionRule, type CartSettleValidator, type CompanyOrderHeader, type OrderSubmitValidator } from '@mall/sdk';
import { DEFAULT_COLLECTION_APPROVAL_LIMIT, isCollectionLine } from './collection-limit';

/** Collection-use (receive) goods carry receiveFlag 1 (spec 3 section 3); purchase goods 0 or none. */
export const isCollectionUse = (line: CartLine) => isCollectionLine(line);

/** 'collection-use and purchase goods not together' (spec 3 section 5, cart selection rules). */
export const collectionApartRule: CartSelectionRule = {
  id: 'internet-firm.cart.collection-purchase-apart',
  check: (selected, candidate) =>
    selected.some((line) => isCollectionUse(line) !== isCollectionUse(candidate)) ? msg('internet-firm.collection-purchase-apart') : undefined,
};

/** Settling collection-use goods: they must go through the OA request, which the buyer confirms. */
export const collectionOaConfirm: CartSettleValidator = {
  id: 'internet-firm.settle.collection-oa',
  validate: ({ lines }) =>
    lines.some(isCollectionUse) ? [{ level: 'confirm', message: msg('internet-firm.collection-oa'), target: { kind: 'submit' } }] : [],
};

export { DEFAULT_COLLECTION_APPROVAL_LIMIT };

const amountOf = (order: CompanyOrderHeader) =>
  order.shoppingCartDTOList.reduce((sum, line) => sum + (line.totalPrice ?? line.quantity * (line.latestPrice ?? 0)), 0);

/**
 * A collection-use order whose amount reaches the approval condition asks 'current collection
 * order amount reached approval condition, confirm submit' (spec 3 section 8); other collection
 * orders ask the default 'confirm generating purchase request'.
 */
export const collectionApprovalConfirm: OrderSubmitValidator = {
  id: 'internet-firm.order.collection-approval',
  validate: ({ orders }) => {
    const limit = DEFAULT_COLLECTION_APPROVAL_LIMIT;
    return orders.flatMap((order, index) => {
      if (!order.shoppingCartDTOList.some(isCollectionUse)) return [];
      const reached = amountOf(order) >= limit;
      return [{ level: 'confirm' as const, message: msg(reached ? 'internet-firm.collection-approval' : 'internet-firm.collection-confirm'), target: { kind: 'order' as const, order: index } }];
    });
  },
};
