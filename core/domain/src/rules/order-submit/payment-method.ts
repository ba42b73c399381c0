import type { CompanyOrderHeader } from '../../entities';
import { message } from '../../messages/message';
import { CATALOGUE_SOURCE } from '../../constants/product';
import { finding, isEmptyValue, type OrderFinding } from './order-finding';

/** Whether an order asks for a payment method: it holds a non-catalogue line without a quotation number. */
export function needsPaymentMethod(order: Pick<CompanyOrderHeader, 'shoppingCartDTOList'>): boolean {
  return order.shoppingCartDTOList.some((line) => line.productSource !== CATALOGUE_SOURCE && !line.qtHeaderNo);
}

/** Payment method is required on orders holding non-catalogue lines without a quotation number. */
export function checkPaymentMethod(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  return orders.flatMap((order, index) =>
    needsPaymentMethod(order) && isEmptyValue(order.paymentMethodCode)
      ? [finding.error(message('order.payment-method.required'), finding.field(index, 'paymentMethodCode'))]
      : [],
  );
}
