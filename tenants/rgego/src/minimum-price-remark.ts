import { isEmptyValue, msg, outcome, type CartLine, type OrderSubmitValidator } from '@mall/sdk';

/** A line is not the minimum price when the server names a cheaper SKU than the chosen one. */
export const isAboveMinimumPrice = (line: CartLine) => line.cheapestSkuId !== undefined && line.cheapestSkuId !== line.productId;

/**
 * Spec 3 section 5 "Minimum-price flag (tenant RGEGO)": the remark is required when the chosen
 * item is not the minimum price. The refusal names the line's product and the cheaper one.
 */
export const minimumPriceRemark: OrderSubmitValidator = {
  id: 'rgego.order.minimum-price-remark',
  order: 200,
  validate: ({ orders }) =>
    orders.flatMap((order, index) =>
      order.shoppingCartDTOList
        .filter((line) => isAboveMinimumPrice(line) && isEmptyValue(line.remark))
        .map((line) =>
          outcome.error(msg('rgego.minimum-price-remark', { product: line.productName, cheapest: line.cheapestSkuName ?? '' }), {
            kind: 'field',
            order: index,
            line: line.cartId,
            field: 'remark',
          }),
        ),
    ),
};
