import type { ProductSource } from '../entities';
import { CATALOGUE_SOURCE } from '../constants/product';
import { countDecimals, roundHalfUp } from './decimal';

/** Pages where starred (masked) values are shown as they come. */
export type PriceDisplayPage = 'detail' | 'cart' | 'order' | 'other';

const PAGES_SHOWING_MASKS: readonly PriceDisplayPage[] = ['detail', 'cart', 'order'];

export function isMaskedValue(value: unknown): value is string {
  return typeof value === 'string' && value.includes('*');
}

/** A starred string shows as '***' outside the detail, cart and order pages. */
export function maskedDisplay(value: string, page: PriceDisplayPage): string {
  return PAGES_SHOWING_MASKS.includes(page) ? value : '***';
}

/** Decimals a price is shown with: 5 for a CATA price with more than 2 decimals, else 2. */
export function priceDecimals(price: number | string, productSource: ProductSource | undefined): number {
  return productSource === CATALOGUE_SOURCE && countDecimals(price) > 2 ? 5 : 2;
}

/**
 * Spec 1 section 9 price display, rounding half up. Masked strings follow the page rule;
 * a missing or non-numeric price shows empty.
 */
export function formatPrice(price: number | string | undefined, productSource: ProductSource | undefined, page: PriceDisplayPage = 'other'): string {
  if (price === undefined || price === '') return '';
  if (isMaskedValue(price)) return maskedDisplay(price, page);
  const n = Number(price);
  if (!Number.isFinite(n)) return '';
  const decimals = priceDecimals(price, productSource);
  return roundHalfUp(n, decimals).toFixed(decimals);
}
