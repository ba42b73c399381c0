import type { CompanyOrderHeader } from '../../entities';
import { message } from '../../messages/message';
import { roundHalfUp } from '../decimal';
import { finding, type OrderFinding } from './order-finding';

/** Personal-points products beyond the available balance block the submit. */
export function checkPointsBalance(pointsNeeded: number, pointsAvailable: number): OrderFinding[] {
  return pointsNeeded > pointsAvailable ? [finding.error(message('order.points.insufficient'), { kind: 'submit' })] : [];
}

/**
 * The personal points the orders take: in the personal-member mall a member pays with personal
 * points, one point per currency unit of the tax-included amount (quantity times latest price).
 */
export function personalPointsNeeded(orders: readonly Pick<CompanyOrderHeader, 'shoppingCartDTOList'>[]): number {
  const amount = orders.reduce((sum, order) => sum + order.shoppingCartDTOList.reduce((s, line) => s + (Number(line.quantity) || 0) * (line.latestPrice ?? 0), 0), 0);
  return roundHalfUp(amount, 2);
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
