import type { ProductPurchaseLimits } from '../entities';
import { DEFAULT_MIN_PURCHASE_QUANTITY, LARGE_UPPER_BOUND } from '../constants/quantity-defaults';
import { firstLadderStart, lastLadderEnd } from './ladder-price';

export interface PurchaseRange {
  min: number;
  max: number;
}

/**
 * Spec 1 section 5 "Purchase range": the minimum is the larger of the minimum purchase
 * quantity and the first ladder start; the maximum is limited by the ladder end, the stock
 * limit and 1e20 / price. A stated maxPurchaseQuantity limits it too.
 */
export function purchaseRange(limits: ProductPurchaseLimits): PurchaseRange {
  const ladderStart = limits.ladderPriceLimit?.ladderFrom ?? firstLadderStart(limits.ladderPriceList);
  const ladderEnd = limits.ladderPriceLimit?.ladderTo ?? lastLadderEnd(limits.ladderPriceList);
  const min = Math.max(limits.minPurchaseQuantity ?? DEFAULT_MIN_PURCHASE_QUANTITY, ladderStart ?? 0);
  const price = limits.price;
  const caps = [
    ladderEnd,
    limits.stockLimit,
    limits.maxPurchaseQuantity,
    price !== undefined && price > 0 ? LARGE_UPPER_BOUND / price : undefined,
  ].filter((cap): cap is number => cap !== undefined);
  const max = caps.length > 0 ? Math.min(...caps) : LARGE_UPPER_BOUND;
  return { min, max };
}
