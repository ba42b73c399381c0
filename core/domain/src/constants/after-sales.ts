import type { MallOrderStatus } from './order-status';

/**
 * After-sales of an order. Spec 2 names the pages (/sale-applicat, /sale-status, /sale-detail,
 * /order-comment) and afterSaleFlag 2 ("after-sales is done elsewhere") but not their content;
 * these are what a buyer of goods expects: return, exchange or refund, for a reason, of goods
 * that have been delivered, and one review of a received order.
 */
export const AFTER_SALE_TYPES = ['RETURN', 'EXCHANGE', 'REFUND'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

export const AFTER_SALE_REASONS = ['QUALITY', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'NO_LONGER_NEEDED', 'OTHER'] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

export const AFTER_SALE_STATUSES = ['SUBMITTED', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** Longest after-sales description and review text. */
export const AFTER_SALE_TEXT_MAX = 500;

/** Order statuses whose goods have been (partly) delivered, so after-sales may be asked. */
const AFTER_SALE_ORDER_STATUSES: readonly MallOrderStatus[] = ['WAITING_RECEIPT', 'RECEIVED'];

/** Whether the buyer may apply for after-sales here: delivered goods, and not handled elsewhere (afterSaleFlag 2). */
export function canApplyAfterSale(order: { mallOrderStatus: MallOrderStatus; afterSaleFlag: number }): boolean {
  return order.afterSaleFlag !== 2 && AFTER_SALE_ORDER_STATUSES.includes(order.mallOrderStatus);
}

/** Whether the buyer may review the order: once it is received. */
export function canReviewOrder(order: { mallOrderStatus: MallOrderStatus }): boolean {
  return order.mallOrderStatus === 'RECEIVED';
}

/** A request may be withdrawn until the supplier has finished with it. */
export function canCancelAfterSale(status: AfterSaleStatus): boolean {
  return status === 'SUBMITTED' || status === 'PROCESSING';
}
