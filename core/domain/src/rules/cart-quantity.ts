import type { CartLine } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { DEFAULT_MIN_PACKAGE_QUANTITY, DEFAULT_MIN_PURCHASE_QUANTITY, DEFAULT_UOM_PRECISION } from '../constants/quantity-defaults';
import { isMultipleOf, roundHalfUp } from './decimal';

export type QuantityLine = Pick<CartLine, 'minPurchaseQuantity' | 'minPackageQuantity' | 'uomPrecision' | 'customFlag' | 'latestPrice' | 'purchaseQuantityLimit'>;

export interface CartQuantityOptions {
  /** A further purchase limit from the caller (e.g. the server's purchase range); the line's own `purchaseQuantityLimit` always applies. */
  purchaseLimit?: number;
  /** The global maximum amount: quantity is at most floor(maxAmount / latestPrice). */
  maxAmount?: number;
  /** Whether the minimum package quantity applies; by default when it is above 1. */
  packagingApplies?: boolean;
}

export interface CartQuantityRange {
  min: number;
  max: number;
  step: number;
  precision: number;
}

export interface CartQuantityDecision {
  /** The value to show: the rounded entry, or the previous value when a cap was exceeded. */
  value: number | undefined;
  /** Why the entry cannot be saved. */
  error?: DomainMessage;
  /** The entry was above the cap and the previous value was kept. */
  capped?: boolean;
}

/** Decimal places of a line's quantity: custom products are whole numbers. */
export function quantityPrecision(line: Pick<CartLine, 'uomPrecision' | 'customFlag'>): number {
  return line.customFlag === 1 ? 0 : (line.uomPrecision ?? DEFAULT_UOM_PRECISION);
}

/** Step of the quantity input: the unit-precision step, 1 for custom products. */
export function quantityStep(line: Pick<CartLine, 'uomPrecision' | 'customFlag'>): number {
  return Number(`1e-${quantityPrecision(line)}`);
}

/** The upper cap: the line's purchase limit, the caller's, and floor(maxAmount / latestPrice). */
export function quantityCap(line: QuantityLine, options: CartQuantityOptions = {}): number {
  // The smallest of the caps that apply, without an array per call: an import checks every row's total.
  let cap = Infinity;
  if (line.purchaseQuantityLimit !== undefined && line.purchaseQuantityLimit !== null) cap = Math.min(cap, line.purchaseQuantityLimit);
  if (options.purchaseLimit !== undefined) cap = Math.min(cap, options.purchaseLimit);
  if (options.maxAmount !== undefined && line.latestPrice > 0) cap = Math.min(cap, Math.floor(options.maxAmount / line.latestPrice));
  return cap;
}

export function cartQuantityRange(line: QuantityLine, options: CartQuantityOptions = {}): CartQuantityRange {
  return {
    min: line.minPurchaseQuantity ?? DEFAULT_MIN_PURCHASE_QUANTITY,
    max: quantityCap(line, options),
    step: quantityStep(line),
    precision: quantityPrecision(line),
  };
}

/**
 * Spec 1 section 5 "Cart quantity": required; rounded half up to the unit precision; an entry
 * above the cap keeps the previous value; below the minimum purchase quantity or off the
 * package multiple it is refused with the spec's message.
 */
export function decideCartQuantity(
  line: QuantityLine,
  entered: number | undefined,
  previous: number,
  options: CartQuantityOptions = {},
): CartQuantityDecision {
  if (entered === undefined || Number.isNaN(entered)) return { value: undefined, error: message('cart.quantity.required') };
  const value = roundHalfUp(entered, quantityPrecision(line));
  if (value > quantityCap(line, options)) return { value: previous, capped: true };
  const min = line.minPurchaseQuantity ?? DEFAULT_MIN_PURCHASE_QUANTITY;
  // A line holds something: an entry that rounds to nothing is below the smallest step even where no minimum is set.
  if (value <= 0) return { value, error: message('cart.quantity.min-purchase', { value: min > 0 ? min : quantityStep(line) }) };
  if (value < min) return { value, error: message('cart.quantity.min-purchase', { value: min }) };
  const pack = line.minPackageQuantity ?? DEFAULT_MIN_PACKAGE_QUANTITY;
  const packaging = options.packagingApplies ?? pack > 1;
  if (packaging && pack > 0 && !isMultipleOf(value, pack)) return { value, error: message('cart.quantity.min-package', { n: pack }) };
  return { value };
}
