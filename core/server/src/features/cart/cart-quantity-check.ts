import { decideCartQuantity, purchaseRange, roundHalfUp } from '@mall/domain';
import { ApiError } from '../../http/api-error';
import { stockLimitOf } from '../catalogue/product-row';

export interface QuantityLimits {
  basePrice: number;
  minPurchaseQuantity: number;
  minPackageQuantity: number;
  uomPrecision: number;
  maxPurchaseQuantity: number | null;
  purchaseQuantityLimit: number | null;
  ladderPriceList: { ladderFrom: number; ladderTo?: number; price: number }[];
  stockState: number;
  stockQuantity: number;
  productSource: string;
}

/** A business rule refused a schema-valid request: 422 with the rule's message key. */
export const ruleRefused = (code: string, params?: Record<string, string | number>) => new ApiError(422, code, params);

/**
 * Spec 1 section 5 "Cart quantity" on the server, with the browser's own rules: required,
 * rounded to the unit precision, not below the minimum purchase quantity, a multiple of the
 * minimum package quantity, and within the purchase range (ladder end, stock, limits). Where the
 * browser keeps the old value, the server refuses. Returns the rounded quantity.
 */
export function checkCartQuantity(limits: QuantityLimits, entered: number | undefined): number {
  return cartQuantityRule(limits)(entered);
}

/**
 * `checkCartQuantity` for one product's limits, the purchase range worked out once: an import
 * checks up to 200,000 rows against a few hundred products.
 */
export function cartQuantityRule(limits: QuantityLimits): (entered: number | undefined) => number {
  const range = purchaseRange({
    minPurchaseQuantity: limits.minPurchaseQuantity,
    maxPurchaseQuantity: limits.maxPurchaseQuantity ?? undefined,
    ladderPriceList: limits.ladderPriceList,
    price: limits.basePrice,
    // Only the catalogue's counted stock limits a purchase; JD and manual goods are not held here.
    stockLimit: limits.productSource === 'CATA' ? stockLimitOf(limits) : undefined,
  });
  const cap = Math.min(range.max, limits.purchaseQuantityLimit ?? Infinity);
  const line = {
    minPurchaseQuantity: range.min,
    minPackageQuantity: limits.minPackageQuantity,
    uomPrecision: limits.uomPrecision,
    latestPrice: limits.basePrice,
  };
  const options = { purchaseLimit: cap };
  return (entered) => {
    const decision = decideCartQuantity(line, entered, Number.NaN, options);
    if (decision.capped) throw ruleRefused('smal.cart.quantity.exceeds.limit', { max: cap });
    if (decision.error) throw ruleRefused(decision.error.key, decision.error.params);
    return decision.value!;
  };
}

/**
 * An add names the amount to add to the line (the sum is checked by `checkCartQuantity`): that
 * amount must itself be a quantity. One that rounds to nothing at the unit precision (5e-324,
 * 1e-7) is refused with the minimum purchase message rather than answered as a change.
 */
export function checkAddedQuantity(limits: Pick<QuantityLimits, 'minPurchaseQuantity' | 'uomPrecision'>, added: number): void {
  if (roundHalfUp(added, limits.uomPrecision) > 0) return;
  throw ruleRefused('cart.quantity.min-purchase', { value: Math.max(limits.minPurchaseQuantity, 10 ** -limits.uomPrecision) });
}
