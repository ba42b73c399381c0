import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { CATALOGUE_SOURCE } from '../constants/product';
import type { ProductSource } from '../entities';

/** What the stock cell shows: a dash, a count, or a state label. */
export type StockDisplay = { kind: 'dash' } | { kind: 'count'; count: number } | { kind: 'label'; message: DomainMessage };

const STATE_LABELS: Readonly<Record<number, DomainMessage>> = {
  1: message('stock.in-stock'),
  2: message('stock.in-stock'),
  3: message('stock.in-stock'),
  4: message('stock.pre-sale'),
  5: message('stock.out-of-stock'),
  6: message('stock.pre-sale'),
};

/**
 * Spec 1 section 4 "Stock display": 1 in stock (the count when above 0), 2 and 3 in stock,
 * 4 and 6 pre-sale, 5 out of stock; a missing state, or receive mode, shows a dash.
 */
export function stockDisplay(state: number | undefined, options: { count?: number; receiveMode?: boolean } = {}): StockDisplay {
  if (options.receiveMode || state === undefined) return { kind: 'dash' };
  if (state === 1 && options.count !== undefined && options.count > 0) return { kind: 'count', count: options.count };
  const label = STATE_LABELS[state];
  return label ? { kind: 'label', message: label } : { kind: 'dash' };
}

/** The only-in-stock filter flag is sent inverted: 1 -> 0, 0 -> 1. */
export function onlyInStockParam(flag: 0 | 1): 0 | 1 {
  return flag === 1 ? 0 : 1;
}

/** A stock shortage is flagged only with the SKU check on, for CATA, when stock - quantity < 0. */
export function isStockShort(input: { skuCheckFlag?: 0 | 1; productSource?: ProductSource; stockQuantity?: number; quantity: number }): boolean {
  if (input.skuCheckFlag !== 1 || input.productSource !== CATALOGUE_SOURCE) return false;
  return (input.stockQuantity ?? 0) - input.quantity < 0;
}
