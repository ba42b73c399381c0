import type { CompanyOrderHeader } from '../../entities';
import { checkProductRemarks, checkPurchaseRequestType, checkRemarkAndDeliveryFlag } from './header-required-fields';
import { checkInnerInvoice, checkInvoiceAddress, checkInvoiceCompleteness } from './invoice-completeness';
import type { OrderFinding } from './order-finding';
import { checkPaymentMethod } from './payment-method';
import { checkMinimumOrderAmount, checkPointsBalance, type MinimumAmountControl } from './points-and-minimum';

export interface OrderSubmitContext {
  hideInnerMenuList?: readonly string[];
  points?: { needed: number; available: number };
  minimumAmountControl?: MinimumAmountControl;
}

/** Every rule of spec 1 section 5 "Order submit", in the spec's order, findings concatenated. */
export function validateOrderSubmit(orders: readonly CompanyOrderHeader[], ctx: OrderSubmitContext = {}): OrderFinding[] {
  return [
    ...checkRemarkAndDeliveryFlag(orders),
    ...checkPurchaseRequestType(orders),
    ...checkProductRemarks(orders),
    ...checkPaymentMethod(orders),
    ...checkInvoiceCompleteness(orders),
    ...checkInnerInvoice(orders, ctx.hideInnerMenuList),
    ...checkInvoiceAddress(orders),
    ...(ctx.points ? checkPointsBalance(ctx.points.needed, ctx.points.available) : []),
    ...checkMinimumOrderAmount(orders, ctx.minimumAmountControl),
  ];
}
