import type { ValidationOutcome } from '@mall/sdk';
import { placeKey, type PlacedMessage } from '../order-page-store';

/** Where the first error sits, to scroll it into view: an order header, or a line of it. */
export interface FirstFailure {
  readonly order: number;
  readonly line?: number;
}

export interface PlacedOutcomes {
  /** Messages by place on the page (see placeKey). */
  readonly places: Map<string, PlacedMessage>;
  /** Errors without a place on the page (target submit), shown as a notification. */
  readonly general: ValidationOutcome[];
  readonly first?: FirstFailure;
}

/**
 * Puts each error where the buyer sees it. Outcome targets index the orders the validators
 * saw; `pageIndex` maps them back to the order's index on the page (unselected orders are not
 * validated). The first message for a place wins, as the rules run in the spec's order.
 */
export function placeOutcomes(errors: readonly ValidationOutcome[], pageIndex: (validated: number) => number): PlacedOutcomes {
  const places = new Map<string, PlacedMessage>();
  const general: ValidationOutcome[] = [];
  let first: FirstFailure | undefined;
  for (const outcome of errors) {
    const { target } = outcome;
    const text = { key: outcome.message.key, ...(outcome.message.params ? { params: outcome.message.params } : {}) };
    if (target.kind === 'submit') {
      general.push(outcome);
      continue;
    }
    const order = pageIndex(target.order);
    const line = target.kind === 'line' || target.kind === 'field' ? target.line : undefined;
    const field = target.kind === 'field' ? target.field : undefined;
    const key = placeKey(order, field, line);
    if (!places.has(key)) places.set(key, text);
    first ??= line === undefined ? { order } : { order, line };
  }
  return { places, general, ...(first ? { first } : {}) };
}
