/** Defaults of a cart line's budget data when the server leaves them out (spec 1 section 3). */
export const DEFAULT_MIN_PURCHASE_QUANTITY = 1;
export const DEFAULT_MIN_PACKAGE_QUANTITY = 1;
export const DEFAULT_UOM_PRECISION = 0;
export const DEFAULT_PRICE = 1;
/** Numerator of the purchase range's price cap: the maximum is at most 1e20 / price. */
export const LARGE_UPPER_BOUND = 1e20;
/** A second bound the spec lists without its purpose. */
export const SECONDARY_UPPER_BOUND = 999999;
/** One tenant's global maximum amount: quantity is at most floor(999999999 / price). */
export const TENANT_MAX_AMOUNT = 999999999;
