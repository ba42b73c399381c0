import {
  checkInnerInvoice,
  checkInvoiceAddress,
  checkInvoiceCompleteness,
  checkMinimumOrderAmount,
  checkPaymentMethod,
  checkProductRemarks,
  checkPurchaseRequestType,
  checkRemarkAndDeliveryFlag,
  type CompanyOrderHeader,
  type OrderFinding,
} from '@mall/domain';
import { orderSubmitValidators, type MallContext, type OrderSubmitValidator } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';

type Check = (orders: readonly CompanyOrderHeader[], ctx: MallContext) => OrderFinding[];

const validator = (id: string, order: number, check: Check): OrderSubmitValidator => ({
  id,
  order,
  validate: (input, ctx) => check(input.orders, ctx),
});

/**
 * Spec 1 section 5 "Order submit", one validator per rule so a tenant can replace or disable
 * each. The points balance check needs the buyer's points account and joins with the order
 * flow that loads it.
 */
export const orderSubmitRules: OrderSubmitValidator[] = [
  validator('core.order.remark-and-delivery-flag', 10, (orders) => checkRemarkAndDeliveryFlag(orders)),
  validator('core.order.purchase-request-type', 20, (orders) => checkPurchaseRequestType(orders)),
  validator('core.order.product-remark', 30, (orders) => checkProductRemarks(orders)),
  validator('core.order.payment-method', 40, (orders) => checkPaymentMethod(orders)),
  validator('core.order.invoice-completeness', 50, (orders) => checkInvoiceCompleteness(orders)),
  validator('core.order.inner-invoice', 60, (orders, ctx) => checkInnerInvoice(orders, ctx.config.hideInnerMenuList)),
  validator('core.order.invoice-address', 70, (orders) => checkInvoiceAddress(orders)),
  validator('core.order.minimum-amount', 80, (orders, ctx) => checkMinimumOrderAmount(orders, ctx.config.minAmountControl)),
];

export const orderRulesFeature: CoreFeature = {
  name: 'order-rules',
  contribute(ctx) {
    ctx.contribute(orderSubmitValidators, ...orderSubmitRules);
  },
};
