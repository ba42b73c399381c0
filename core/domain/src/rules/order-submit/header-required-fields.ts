import type { CompanyOrderHeader } from '../../entities';
import { message } from '../../messages/message';
import { finding, isEmptyValue, type OrderFinding } from './order-finding';

/**
 * Remark and whole-order delivery flag: required on a header whose *Required flag is 1 and
 * whose value is empty. 'please fill in {field name}', the field name defaulting to remark info.
 */
export function checkRemarkAndDeliveryFlag(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  const findings: OrderFinding[] = [];
  orders.forEach((order, index) => {
    if (order.remarkRequired === 1 && isEmptyValue(order.remark)) {
      const msg = order.remarkFieldName ? message('order.fill-in', { field: order.remarkFieldName }) : message('order.fill-in.remark');
      findings.push(finding.error(msg, finding.field(index, 'remark')));
    }
    if (order.wholeOrderFlagRequired === 1 && isEmptyValue(order.wholeOrderFlag)) {
      findings.push(finding.error(message('order.fill-in.whole-order-flag'), finding.field(index, 'wholeOrderFlag')));
    }
  });
  return findings;
}

/** Purchase request type: when any header requires it, every header lacking it is flagged. */
export function checkPurchaseRequestType(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  if (!orders.some((order) => order.prTypeIdRequired === 1)) return [];
  return orders.flatMap((order, index) =>
    isEmptyValue(order.prTypeId) ? [finding.error(message('order.pr-type.required'), finding.field(index, 'prTypeId'))] : [],
  );
}

/** Lines with productRemarkFlag 1 need a remark. */
export function checkProductRemarks(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  return orders.flatMap((order, index) =>
    order.shoppingCartDTOList
      .filter((line) => line.productRemarkFlag === 1 && isEmptyValue(line.remark))
      .map((line) => finding.error(message('order.fill-in.product-remark'), finding.field(index, 'remark', line.cartId))),
  );
}
