import { purchaseRange } from '@mall/domain';
import { purchaseLimitsOf, toProduct, type ProductRow } from '../catalogue/product-row';

/**
 * The detail answer: the product, its purchase limits (spec 1 section 3) flattened as the
 * detail page reads them, the purchase range the domain derives from them, and the pricing rule.
 */
export function productDetail(row: ProductRow) {
  const limits = purchaseLimitsOf(row);
  return {
    ...toProduct(row),
    ...limits,
    purchaseLimit: limits,
    purchaseRange: purchaseRange(limits),
    lowestPriceFlag: row.lowestPriceRule === 0 ? 0 : 1,
    lowestPriceRule: row.lowestPriceRule === 0 ? undefined : row.lowestPriceRule,
  };
}
