import type { Contribution, ExtensionPoint } from './extension-point';
import * as points from './points';

/**
 * Every extension point the SDK declares, in catalogue order. The host accepts contributions
 * only to these; Storybook generates one page per entry.
 * @public
 */
export const extensionPoints: readonly ExtensionPoint<Contribution>[] = [
  points.budgetDimensions,
  points.cartSelectionRules,
  points.cartQuantityRule,
  points.cartSettleValidators,
  points.orderSubmitValidators,
  points.cartLineFields,
  points.orderHeaderFields,
  points.orderLineFields,
  points.receiptLineFields,
  points.requestLineFields,
  points.routes,
  points.myMallMenu,
  points.topBarMenu,
  points.cartFooterSlot,
  points.productDetailAsideSlot,
  points.orderHeaderExtrasSlot,
  points.topBarExtraSlot,
  points.topBarLinksSlot,
  points.topBarSearchSlot,
  points.orderListActions,
  points.orderListColumns,
  points.orderDetailHeaderSlot,
  points.orderLineExtrasSlot,
  points.requestListActions,
  points.receiptSubmitValidators,
  points.purchaseRequestSubmitValidators,
  points.settings,
  points.sessionValues,
  points.messages,
] as readonly ExtensionPoint<Contribution>[];

/**
 * Finds a declared point by id.
 * @public
 */
export function findExtensionPoint(id: string): ExtensionPoint<Contribution> | undefined {
  return extensionPoints.find((p) => p.id === id);
}
