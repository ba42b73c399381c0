/** One step of a ladder price list: from `ladderFrom` (inclusive) up to `ladderTo`. */
export interface LadderPrice {
  ladderFrom: number;
  ladderTo?: number;
  price: number;
}

/** Product purchase limits (spec 1 section 3). */
export interface ProductPurchaseLimits {
  sourceFrom?: string;
  stockLimit?: number;
  ladderPriceLimit?: { ladderFrom?: number; ladderTo?: number };
  minPurchaseQuantity?: number;
  maxPurchaseQuantity?: number;
  purchaseQuantityLimit?: number;
  price?: number;
  taxIncludedPrice?: number;
  ladderPriceList?: LadderPrice[];
}

/** Lower-price rule setting: 1 weak, 2 strong. */
export interface PricingRule {
  lowestPriceFlag?: 0 | 1;
  lowestPriceRule?: 1 | 2 | number;
}

/** An entry of the session compare list. */
export interface CompareListItem {
  productId: number;
  price: number;
}
