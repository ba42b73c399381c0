import type { ReceiptLine, ReceiptStockEntry } from '@mall/domain';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { OrderSubmitContext } from './order';
import type { ValidationOutcome } from '../validation';

/**
 * One checked line of the goods receipt drawer as the buyer left it: the delivery line, the
 * quantities entered, the warehouse stock entries when 'convert to stock for use' is ticked,
 * and the values of the tenant's `fields.receipt-line` fields.
 * @public
 */
export interface ReceiptSubmitLine extends ReceiptLine {
  readonly consignmentEntryId: number;
  readonly thisTimeReceiveQuantity?: number;
  readonly packageQuantity?: number;
  /** 'convert to stock for use' ticked (receive-and-store lines only). */
  readonly storage: boolean;
  readonly receiveSkuStock: readonly ReceiptStockEntry[];
}

/**
 * What receipt submit validators see: the order being received and its checked lines.
 * @public
 */
export interface ReceiptSubmitInput {
  readonly poHeaderId: number;
  readonly orderCode: string;
  readonly lines: readonly ReceiptSubmitLine[];
}

/**
 * A check run when the buyer confirms a receipt. Outcomes use the submit model: an `error`
 * blocks, a `confirm` asks, an `info` tells; a `field` target with `line` set to the line's
 * consignmentEntryId marks that cell (`thisTimeReceiveQuantity`, `packageQuantity`,
 * `receiveSkuStock`, or a receipt-line field's name).
 * @public
 */
export interface ReceiptSubmitValidator extends Contribution {
  readonly validate: (
    input: ReceiptSubmitInput,
    ctx: OrderSubmitContext,
  ) => readonly ValidationOutcome[] | Promise<readonly ValidationOutcome[]>;
}

/**
 * `receipt.submit-validators`: checks before the receipt-submit call.
 * @public
 */
export const receiptSubmitValidators = defineExtensionPoint<ReceiptSubmitValidator>('receipt.submit-validators', {
  merge: 'aggregate',
  description:
    "Checks run when the buyer confirms a goods receipt. All run; an error blocks the submit, a confirm asks, an info tells. Core contributes the receipt rules of spec 2 section 5 (quantity, package quantity, stock entries) with `core.receipt.*` ids; the server checks the same rules again.",
  contract: '{ id, order?, validate(input: { poHeaderId, orderCode, lines }, ctx & { http? }) => ValidationOutcome[] | Promise<ValidationOutcome[]> }',
});
