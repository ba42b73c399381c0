import type { CompanyOrderHeader } from '@mall/domain';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { HttpClient } from '../services';
import type { ValidationOutcome } from '../validation';

/**
 * What submit validators see: the orders on the pre-submit page, as the buyer left them.
 * @public
 */
export interface OrderSubmitInput {
  readonly orders: readonly CompanyOrderHeader[];
}

/**
 * What submit validators may read: the session, and the mall's HTTP client for a server check
 * (a tenant's own route, for example). `http` is there on the pre-submit page; a validator run
 * elsewhere without it skips its server check rather than failing.
 * @public
 */
export interface OrderSubmitContext extends MallContext {
  readonly http?: HttpClient;
}

/**
 * A check that runs when the buyer submits orders. Synchronous or asynchronous (a server
 * check through `ctx.http`); all validators run and their outcomes are concatenated.
 * @public
 */
export interface OrderSubmitValidator extends Contribution {
  readonly validate: (
    input: OrderSubmitInput,
    ctx: OrderSubmitContext,
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
  contract: '{ id, order?, validate(input, ctx & { http? }) => ValidationOutcome[] | Promise<ValidationOutcome[]> }',
});
