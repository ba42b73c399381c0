import type { CompanyOrderHeader } from '../../entities';
import { message } from '../../messages/message';
import { finding, type OrderFinding } from './order-finding';

/** Personal-points products beyond the available balance block the submit. */
export function checkPointsBalance(pointsNeeded: number, pointsAvailable: number): OrderFinding[] {
  return pointsNeeded > pointsAvailable ? [finding.error(message('order.points.insufficient'), { kind: 'submit' })] : [];
}

/** Minimum order amount control: 2 forbids the submit, 1 warns; other values do not check. */
export type MinimumAmountControl = 0 | 1 | 2;

/** Orders below the minimum amount (minPurchaseFlag 0) under the configured control. */
export function checkMinimumOrderAmount(orders: readonly CompanyOrderHeader[], control: MinimumAmountControl | undefined): OrderFinding[] {
  if (control !== 1 && control !== 2) return [];
  return orders.flatMap((order, index) => {
    if (order.minPurchaseFlag !== 0) return [];
    const msg = message('order.minimum-amount.not-reached');
    return [control === 2 ? finding.error(msg, { kind: 'order', order: index }) : finding.confirm(msg, { kind: 'order', order: index })];
  });
}

/** Orders that go to the pre-order call: those failing the minimum amount are left out and their goods return to the cart. */
export function ordersMeetingMinimum<T extends Pick<CompanyOrderHeader, 'minPurchaseFlag'>>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.minPurchaseFlag !== 0);
}
