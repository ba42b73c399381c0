import type { CartLine } from '@mall/domain';
import type { MallContext } from '../context';
import { defineExtensionPoint, type Contribution } from '../extension-point';
import type { MessageRef } from '../message';

/**
 * A selection rule's answer: `undefined` allows the candidate, a message refuses it.
 * @public
 */
export type SelectionVerdict = MessageRef | undefined;

/**
 * A rule over which cart lines may be selected together.
 * @public
 */
export interface CartSelectionRule extends Contribution {
  /** Called when the buyer selects `candidate` while `selected` are already selected. */
  readonly check: (selected: readonly CartLine[], candidate: CartLine, ctx: MallContext) => SelectionVerdict;
}

/**
 * `cart.selection-rules`: every rule must allow a selection; the first refusal is shown with
 * the refusing rule's id.
 * @public
 */
export const cartSelectionRules = defineExtensionPoint<CartSelectionRule>('cart.selection-rules', {
  merge: 'ordered',
  description:
    "Rules over which cart lines may be selected together. All rules run in order; the first refusal stops the selection and its message names the rule. Core contributes `core.cart.same-currency` ('Only products with the same currency can be chosen!').",
  contract: '{ id, order?, check(selected, candidate, ctx) => MessageRef | undefined }',
});

/**
 * The allowed quantity range of a line.
 * @public
 */
export interface QuantityRange {
  readonly min: number;
  readonly max: number;
  /** Step of the input, from the unit precision (1 for custom products). */
  readonly step: number;
  /** Decimal places the quantity is rounded to. */
  readonly precision: number;
}

/**
 * The result of a quantity change: the value to keep and, when it was refused or corrected,
 * why.
 * @public
 */
export interface QuantityDecision {
  readonly value: number | undefined;
  readonly error?: MessageRef;
}

/**
 * The quantity rule of cart lines: the range and what happens to an entered value.
 * @public
 */
export interface CartQuantityRule extends Contribution {
  readonly range: (line: CartLine, ctx: MallContext) => QuantityRange;
  /** Decides an entered value; `previous` is kept when a cap is exceeded. */
  readonly decide: (line: CartLine, entered: number | undefined, previous: number, ctx: MallContext) => QuantityDecision;
}

/**
 * `cart.quantity-rule`: a single rule; core's is `core.cart.quantity`, replace it to change.
 * @public
 */
export const cartQuantityRule = defineExtensionPoint<CartQuantityRule>('cart.quantity-rule', {
  merge: 'single',
  description:
    "Step, minimum, maximum and rounding of a cart line's quantity. Core contributes `core.cart.quantity` with the rules of spec 1 section 5 'Cart quantity'; a tenant replaces it by id.",
  contract: '{ id, range(line, ctx) => { min, max, step, precision }, decide(line, entered, previous, ctx) => { value, error? } }',
});
