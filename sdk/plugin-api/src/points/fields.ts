import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { FieldSchema } from '../field-schema';

/**
 * One extra field in a form slot: a field schema with the contribution's id and order.
 * @public
 */
export interface FieldContribution extends Contribution {
  readonly field: FieldSchema;
}

function fieldsPoint(slot: string, where: string) {
  return defineExtensionPoint<FieldContribution>(`fields.${slot}`, {
    merge: 'ordered',
    description: `Extra fields shown in ${where}, rendered and validated from the field schema, and sent with the row.`,
    contract: '{ id, order?, field: FieldSchema }',
  });
}

/** `fields.cart-line`: extra fields of a cart line. @public */
export const cartLineFields = fieldsPoint('cart-line', 'each cart line');
/** `fields.order-header`: extra fields of an order header on the pre-submit page. @public */
export const orderHeaderFields = fieldsPoint('order-header', 'each order header of the company order pre-submit page');
/** `fields.order-line`: extra fields of an order line on the pre-submit page. @public */
export const orderLineFields = fieldsPoint('order-line', 'each order line of the company order pre-submit page');
/** `fields.receipt-line`: extra fields of a receipt line. @public */
export const receiptLineFields = fieldsPoint('receipt-line', 'each line of the receipt-acceptance panel');
/** `fields.request-line`: extra fields of a purchase request line. @public */
export const requestLineFields = fieldsPoint('request-line', 'each line of a purchase request');
