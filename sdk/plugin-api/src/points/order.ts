import type { CompanyOrderHeader } from '@mall/domain';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { ValidationOutcome } from '../validation';

/**
 * What submit validators see: the orders on the pre-submit page, as the buyer left them.
 * @public
 */
export interface OrderSubmitInput {
  readonly orders: readonly CompanyOrderHeader[];
}

/**
 * A check that runs when the buyer submits orders. Synchronous or asynchronous (a server
 * check); all validators run and their outcomes are concatenated.
 * @public
 */
export interface OrderSubmitValidator extends Contribution {
  readonly validate: (
    input: OrderSubmitInput,
    ctx: MallContext,
  ) => readonly ValidationOutcome[] | Promise<readonly ValidationOutcome[]>;
}

/**
 * `order.submit-validators`: checks before the pre-order call.
 * @public
 */
export const orderSubmitValidators = defineExtensionPoint<OrderSubmitValidator>('order.submit-validators', {
  merge: 'aggregate',
  description:
    "Checks run when the buyer submits the company order page. All run; an error blocks the submit, a confirm asks, an info tells. Core contributes the rules of spec 1 section 5 'Order submit' with `core.order.*` ids.",
  contract: '{ id, order?, validate(input, ctx) => ValidationOutcome[] | Promise<ValidationOutcome[]> }',
});
