import type { MessageRef } from './message';

/**
 * How an outcome acts on a submit: `error` blocks it, `confirm` asks the buyer to go on or
 * stop, `info` only tells.
 * @public
 */
export type OutcomeLevel = 'error' | 'confirm' | 'info';

/**
 * Where an outcome is shown: the whole submit, one order header, one line, or one field of
 * an order header or a line. `order` indexes the orders on the page; `line` is a cart id.
 * @public
 */
export type OutcomeTarget =
  | { readonly kind: 'submit' }
  | { readonly kind: 'order'; readonly order: number }
  | { readonly kind: 'line'; readonly order: number; readonly line: number }
  | { readonly kind: 'field'; readonly order: number; readonly line?: number; readonly field: string };

/**
 * One finding of a validator. The host fills in `ruleId` and `pluginId` so the buyer and the
 * reviewer can see which rule spoke.
 * @public
 */
export interface ValidationOutcome {
  readonly level: OutcomeLevel;
  readonly message: MessageRef;
  readonly target: OutcomeTarget;
  readonly ruleId?: string;
  readonly pluginId?: string;
}

/**
 * Builders for outcomes, so validators read as the spec does.
 * @public
 */
export const outcome = {
  error: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }): ValidationOutcome => ({ level: 'error', message, target }),
  confirm: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }): ValidationOutcome => ({ level: 'confirm', message, target }),
  info: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }): ValidationOutcome => ({ level: 'info', message, target }),
} as const;

/**
 * What the buyer may do after all validators ran: blocked by any error; otherwise the
 * confirms are asked in order and the infos shown.
 * @public
 */
export interface OutcomeSummary {
  readonly blocked: boolean;
  readonly errors: readonly ValidationOutcome[];
  readonly confirms: readonly ValidationOutcome[];
  readonly infos: readonly ValidationOutcome[];
}

/**
 * Splits outcomes by level.
 * @public
 */
export function summariseOutcomes(outcomes: readonly ValidationOutcome[]): OutcomeSummary {
  const errors = outcomes.filter((o) => o.level === 'error');
  return {
    blocked: errors.length > 0,
    errors,
    confirms: outcomes.filter((o) => o.level === 'confirm'),
    infos: outcomes.filter((o) => o.level === 'info'),
  };
}
