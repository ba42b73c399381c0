import type { CompareListItem } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

/** The session compare list holds at most 10 products. */
export const COMPARE_LIST_MAX = 10;

/** Compare-sheet size check; the limits come from configuration. */
export function checkCompareCount(count: number, limits: { min?: number; max?: number }): DomainMessage | undefined {
  if (limits.min !== undefined && count < limits.min) return message('compare.too-few', { n: limits.min });
  if (limits.max !== undefined && count > limits.max) return message('compare.too-many', { n: limits.max });
  return undefined;
}

export interface CompareListChange {
  list: CompareListItem[];
  /** Set when the product could not be added. */
  error?: DomainMessage;
}

/** Adds a product (or updates its price if already listed); a full list refuses a new one. */
export function addToCompareList(list: readonly CompareListItem[], item: CompareListItem, max = COMPARE_LIST_MAX): CompareListChange {
  if (list.some((entry) => entry.productId === item.productId)) {
    return { list: list.map((entry) => (entry.productId === item.productId ? { productId: item.productId, price: item.price } : entry)) };
  }
  if (list.length >= max) return { list: [...list], error: message('compare.too-many', { n: max }) };
  return { list: [...list, { productId: item.productId, price: item.price }] };
}

export function removeFromCompareList(list: readonly CompareListItem[], productId: number): CompareListItem[] {
  return list.filter((entry) => entry.productId !== productId);
}
