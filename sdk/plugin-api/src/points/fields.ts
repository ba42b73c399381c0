import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { FieldSchema } from '../field-schema';

/**
 * One extra field in a form slot: a field schema with the contribution's id and order.
 * @public
 */
export interface FieldContribution extends Contribution {
  readonly field: FieldSchema;
}

function fieldsPoint(slot: string, description: string) {
  return defineExtensionPoint<FieldContribution>(`fields.${slot}`, {
    merge: 'ordered',
    description,
    contract: '{ id, order?, field: FieldSchema }',
  });
}

/** A point whose core screen renders its fields. */
const shownIn = (where: string) => `Extra fields shown in ${where}, rendered and validated from the field schema, and sent with the row.`;

/** A point whose screen comes with a later spec: contributions are kept, nothing shows them yet. */
const noScreenYet = (what: string, screen: string) =>
  `Extra fields of ${what}, in the field-schema language. No core screen renders them yet: ${screen} comes with a later issue, and will render and validate these fields (the server too) and send them with the row.`;

/** `fields.cart-line`: extra fields of a cart line. @public */
export const cartLineFields = fieldsPoint('cart-line', shownIn('each cart line'));
/** `fields.order-header`: extra fields of an order header on the pre-submit page. @public */
export const orderHeaderFields = fieldsPoint('order-header', shownIn('each order header of the company order pre-submit page'));
/** `fields.order-line`: extra fields of an order line on the pre-submit page. @public */
export const orderLineFields = fieldsPoint('order-line', shownIn('each order line of the company order pre-submit page'));
/** `fields.receipt-line`: extra fields of a receipt line, in a side form per line of the goods receipt drawer. @public */
export const receiptLineFields = fieldsPoint('receipt-line', shownIn('a side form per line of the goods receipt drawer (checked by receipt-submit on the server too)'));
/** `fields.request-line`: extra fields of a purchase request line; no core screen renders them yet. @public */
export const requestLineFields = fieldsPoint('request-line', noScreenYet('a purchase request line', 'the purchase request page'));
