import type { CartGroupingMode, CartViewType } from '@mall/domain';

/** How the buyer last looked at the cart. */
export interface CartPreferences {
  readonly viewType: CartViewType;
  readonly groupingMode: CartGroupingMode;
}

const MODES: readonly CartGroupingMode[] = ['ungrouped', 'supplierCompanyName', 'itemCode'];
export const DEFAULT_CART_PREFERENCES: CartPreferences = { viewType: 0, groupingMode: 'ungrouped' };

/** Remembered per organisation and user (spec 1 section 4), so a shared browser keeps each buyer's own. */
export function cartPreferencesKey(organizationId: number, userId: number): string {
  return `mall.cart.view.${organizationId}.${userId}`;
}

export function readCartPreferences(key: string): CartPreferences {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<CartPreferences> | null;
    if (!raw) return DEFAULT_CART_PREFERENCES;
    return {
      viewType: typeof raw.viewType === 'number' ? raw.viewType : 0,
      groupingMode: raw.groupingMode && MODES.includes(raw.groupingMode) ? raw.groupingMode : 'ungrouped',
    };
  } catch {
    return DEFAULT_CART_PREFERENCES;
  }
}

export function writeCartPreferences(key: string, preferences: CartPreferences): void {
  localStorage.setItem(key, JSON.stringify(preferences));
}
