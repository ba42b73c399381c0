import {
  checkInnerInvoice,
  checkInvoiceAddress,
  checkInvoiceCompleteness,
  checkMinimumOrderAmount,
  checkPaymentMethod,
  checkPointsBalance,
  checkProductRemarks,
  checkPurchaseRequestType,
  checkRemarkAndDeliveryFlag,
  personalPointsNeeded,
  validateNeededDate,
  type CompanyOrderHeader,
  type OrderFinding,
} from '@mall/domain';
import { CoreIds, orderSubmitValidators, type MallContext, type OrderSubmitValidator } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';

type Check = (orders: readonly CompanyOrderHeader[], ctx: MallContext) => OrderFinding[];

const validator = (id: string, order: number, check: Check): OrderSubmitValidator => ({
  id,
  order,
  validate: (input, ctx) => check(input.orders, ctx),
});

/** Spec 1 section 5 "Other rules": every line's needed date, required and not before today, unless hidden. */
const checkNeededDates: Check = (orders, ctx) =>
  orders.flatMap((order, index) =>
    order.shoppingCartDTOList.flatMap((line) => {
      const error = validateNeededDate(line.neededDate, { today: ctx.today, hideFieldList: ctx.config.hideFieldList });
      return error ? [{ level: 'error' as const, message: error, target: { kind: 'field' as const, order: index, line: line.cartId, field: 'neededDate' } }] : [];
    }),
  );

/**
 * Spec 1 section 5 "Points": in the personal-member mall a member pays with personal points;
 * orders taking more than the balance the user config carries are refused. Outside it, or
 * without a points account, there is nothing to check.
 */
const checkPoints: Check = (orders, ctx) =>
  ctx.config.mallType === 'sigl' && ctx.config.pointsBalance !== undefined ? checkPointsBalance(personalPointsNeeded(orders), ctx.config.pointsBalance) : [];

/** Spec 1 section 5 "Order submit", one validator per rule so a tenant can replace or disable each. */
export const orderSubmitRules: OrderSubmitValidator[] = [
  validator(CoreIds.order.remarkAndDeliveryFlag, 10, (orders) => checkRemarkAndDeliveryFlag(orders)),
  validator(CoreIds.order.purchaseRequestType, 20, (orders) => checkPurchaseRequestType(orders)),
  validator(CoreIds.order.productRemark, 30, (orders) => checkProductRemarks(orders)),
  validator(CoreIds.order.paymentMethod, 40, (orders) => checkPaymentMethod(orders)),
  validator(CoreIds.order.invoiceCompleteness, 50, (orders) => checkInvoiceCompleteness(orders)),
  validator(CoreIds.order.innerInvoice, 60, (orders, ctx) => checkInnerInvoice(orders, ctx.config.hideInnerMenuList)),
  validator(CoreIds.order.invoiceAddress, 70, (orders) => checkInvoiceAddress(orders)),
  validator(CoreIds.order.pointsBalance, 75, checkPoints),
  validator(CoreIds.order.minimumAmount, 80, (orders, ctx) => checkMinimumOrderAmount(orders, ctx.config.minAmountControl)),
  validator(CoreIds.order.neededDate, 90, checkNeededDates),
];

export const orderRulesFeature: CoreFeature = {
  name: 'order-rules',
  contribute(ctx) {
    ctx.contribute(orderSubmitValidators, ...orderSubmitRules);
  },
};
