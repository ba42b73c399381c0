import type { ProductSource } from '../entities';

export const PRODUCT_SOURCES = ['CATA', 'JD', 'MANUAL'] as const satisfies readonly ProductSource[];
/** The catalogue source: its prices may show 5 decimals and its stock can be short. */
export const CATALOGUE_SOURCE = 'CATA';
export const PERSONAL_PAYMENT = 'PERSONAL_PAYMENT';

export type SortOrderType = 1 | 2 | 3 | 4;
export interface SortOrder {
  readonly field: 'price' | 'sales' | 'newest';
  readonly direction: 'asc' | 'desc';
}

/** Product list sort order types (spec 1 section 9). */
export const SORT_ORDER_TYPES: Readonly<Record<SortOrderType, SortOrder>> = {
  1: { field: 'price', direction: 'desc' },
  2: { field: 'price', direction: 'asc' },
  3: { field: 'sales', direction: 'desc' },
  4: { field: 'newest', direction: 'desc' },
};
