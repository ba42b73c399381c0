/**
 * Statuses of an order in My orders, in the order of the status tabs. Spec 2 section 4 leaves the
 * full list unshown ("filtered by mallOrderStatusList, values not shown"): these are the statuses
 * an order of this mall passes through, from approval and payment to receipt, plus its two ends.
 */
export const MALL_ORDER_STATUSES = ['WAITING_APPROVE', 'PENDING_PAYMENT', 'SUBMITTED', 'PAID', 'WAITING_RECEIPT', 'RECEIVED', 'REJECT', 'CANCELLED'] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];

/** Order line statuses (spec 2 section 4 "Order line"). */
export const ORDER_LINE_SUB_STATUSES = ['FINISH', 'WAITING_RECEIVE', 'REJECT', 'CANCELLED'] as const;
export type OrderLineSubStatus = (typeof ORDER_LINE_SUB_STATUSES)[number];

/** Cancel codes of an order line (spec 2 section 3: REVOKE, CANCELED, REFUSED). */
export const ORDER_LINE_CANCEL_CODES = ['REVOKE', 'CANCELED', 'REFUSED'] as const;
export type OrderLineCancelCode = (typeof ORDER_LINE_CANCEL_CODES)[number];

/** Statuses a buyer may still cancel: nothing has been shipped yet. */
export const CANCELLABLE_ORDER_STATUSES: readonly MallOrderStatus[] = ['WAITING_APPROVE', 'PENDING_PAYMENT', 'SUBMITTED'];

/**
 * Statuses in which the buyer may still change an order (order-change: purchase-unit dimensions,
 * remark, lines taken out): before the supplier's work begins, and a rejected order before it is resubmitted.
 */
export const CHANGEABLE_ORDER_STATUSES: readonly MallOrderStatus[] = [...CANCELLABLE_ORDER_STATUSES, 'REJECT'];

/** Whether the buyer may cancel an order in this status. */
export function isCancellableOrder(status: MallOrderStatus): boolean {
  return CANCELLABLE_ORDER_STATUSES.includes(status);
}

/**
 * The message key of a line's status: CANCELLED shows its cancel code's meaning, and
 * 'cancelled' when it has none (spec 2 section 4); a line without a status shows nothing.
 */
export function lineStatusKey(line: { subStatus?: OrderLineSubStatus; cancelCode?: OrderLineCancelCode }): string | undefined {
  if (!line.subStatus) return undefined;
  if (line.subStatus === 'CANCELLED') return line.cancelCode ? `order.cancel-code.${line.cancelCode}` : 'order.line-status.CANCELLED';
  return `order.line-status.${line.subStatus}`;
}
