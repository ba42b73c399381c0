import type { CartLine } from '@mall/domain';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { HttpClient } from '../services';
import type { ValidationOutcome } from '../validation';

/**
 * What settle validators see: the cart lines the buyer selected, in cart order.
 * @public
 */
export interface CartSettleInput {
  readonly lines: readonly CartLine[];
}

/**
 * What a settle outcome's action may do to the cart on the page.
 * @public
 */
export interface CartActions {
  /** Re-sorts the cart so these lines come first, in the order given; the rest keep their order. */
  putFirst(cartIds: readonly number[]): void;
}

/**
 * What settle validators may read and do: the session, the mall's HTTP client for a server
 * check (absent outside the cart page: skip the check then), and the cart for an outcome's action.
 * @public
 */
export interface CartSettleContext extends MallContext {
  readonly http?: HttpClient;
  readonly cart: CartActions;
}

/**
 * A check that runs when the buyer settles the selected cart lines (the cart footer's Settle),
 * before the pre-order request. All run; an error blocks, a confirm asks (with its content and
 * actions), an info tells.
 * @public
 */
export interface CartSettleValidator extends Contribution {
  readonly validate: (input: CartSettleInput, ctx: CartSettleContext) => readonly ValidationOutcome[] | Promise<readonly ValidationOutcome[]>;
}

/**
 * `cart.settle-validators`: checks before the cart's selected lines go to the pre-submit page.
 * @public
 */
export const cartSettleValidators = defineExtensionPoint<CartSettleValidator>('cart.settle-validators', {
  merge: 'aggregate',
  description:
    "Checks run when the buyer settles the selected cart lines, after core's own line checks and before the pre-order request. All run; an error blocks, a confirm asks (its table or list shown, its onConfirm / onCancel run, e.g. re-sorting the cart through ctx.cart.putFirst), an info tells. Core contributes none.",
  contract: '{ id, order?, validate({ lines }, ctx & { http?, cart: { putFirst(cartIds) } }) => ValidationOutcome[] | Promise<ValidationOutcome[]> }',
});
