import type { CartLineView } from './cart-line-row';
import { minPurchaseFlagOf, type OrderMinimum } from './order-minimum';

/** Orders are split per supplier company and currency: one order pays one supplier in one currency. */
export const splitKey = (line: Pick<CartLineView, 'supplierCompanyId' | 'currencyCode'>) => `${line.supplierCompanyId}-${line.currencyCode}`;

/**
 * The company order header rows of the pre-submit page (spec 1 section 3) for selected lines:
 * one per supplier and currency, with nothing required yet; minPurchaseFlag 0 marks an order
 * below the organisation's minimum order amount.
 */
export function orderHeadersOf(lines: readonly CartLineView[], companyId: number, unitId: number, minimum?: OrderMinimum) {
  const groups = new Map<string, CartLineView[]>();
  for (const line of lines) groups.set(splitKey(line), [...(groups.get(splitKey(line)) ?? []), line]);
  return [...groups.entries()].map(([key, group]) => {
    const totalAmount = Math.round(group.reduce((sum, line) => sum + line.totalPrice, 0) * 100) / 100;
    return {
      key,
      companyId,
      unitId,
      supplierCompanyId: group[0]!.supplierCompanyId,
      supplierCompanyName: group[0]!.supplierCompanyName,
      currencyCode: group[0]!.currencyCode,
      totalAmount,
      minPurchaseFlag: minPurchaseFlagOf(totalAmount, minimum),
      remarkRequired: 0,
      wholeOrderFlagRequired: 0,
      prTypeIdRequired: 0,
      shoppingCartDTOList: group,
    };
  });
}
