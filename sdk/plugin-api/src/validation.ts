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
export interface ValidationOutcome extends OutcomeExtras {
  readonly level: OutcomeLevel;
  readonly message: MessageRef;
  readonly target: OutcomeTarget;
  readonly ruleId?: string;
  readonly pluginId?: string;
}

/**
 * One cell of an outcome's table or one item of its list: plain text (a product name, an order
 * number) or a message the mall translates.
 * @public
 */
export type OutcomeCell = string | number | MessageRef;

/**
 * A column of an outcome's table; `key` names the row field shown.
 * @public
 */
export interface OutcomeColumn {
  readonly key: string;
  readonly title: MessageRef;
  readonly width?: number;
}

/**
 * What an outcome shows under its message, the same way for every plugin: a table (spec 3's
 * warning tables: max height 210 unless `maxHeight` says otherwise) or a list, of which the
 * first `limit` items are shown and then 'etc.'.
 * @public
 */
export type OutcomeContent =
  | {
      readonly kind: 'table';
      readonly columns: readonly OutcomeColumn[];
      readonly rows: readonly Readonly<Record<string, OutcomeCell>>[];
      readonly maxHeight?: number;
    }
  | { readonly kind: 'list'; readonly items: readonly OutcomeCell[]; readonly limit?: number };

/**
 * What runs after the buyer answered a confirm: on confirm (continuing updates an address) or
 * on cancel (cancelling re-sorts the cart). A rejected action stops the submit; the mall says so.
 * @public
 */
export type OutcomeAction = () => void | Promise<void>;

/**
 * What an outcome may carry beside its message: a title for its dialog, structured content, and
 * the actions of a confirm.
 * @public
 */
export interface OutcomeExtras {
  readonly title?: MessageRef;
  readonly content?: OutcomeContent;
  /** Confirms only: runs when the buyer goes on, before the next confirm is asked. */
  readonly onConfirm?: OutcomeAction;
  /** Confirms only: runs when the buyer stops; nothing else is asked. */
  readonly onCancel?: OutcomeAction;
}

/**
 * Builders for outcomes, so validators read as the spec does.
 * @public
 */
export const outcome = {
  error: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }, extras: Pick<OutcomeExtras, 'title' | 'content'> = {}): ValidationOutcome => ({
    level: 'error',
    message,
    target,
    ...extras,
  }),
  confirm: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }, extras: OutcomeExtras = {}): ValidationOutcome => ({ level: 'confirm', message, target, ...extras }),
  info: (message: MessageRef, target: OutcomeTarget = { kind: 'submit' }): ValidationOutcome => ({ level: 'info', message, target }),
} as const;

/**
 * Asks the buyer one confirm (the mall's dialog, with the outcome's title, message and content);
 * resolves true when they go on.
 * @public
 */
export type AskConfirm = (confirm: ValidationOutcome) => Promise<boolean>;

/**
 * Asks `confirms` in order through `ask`, running each one's `onConfirm` or `onCancel` after its
 * answer; stops at the first cancel. Resolves true when every confirm was confirmed. An action
 * that rejects rejects this too (the caller stops and tells the buyer).
 * @public
 */
export async function askConfirms(confirms: readonly ValidationOutcome[], ask: AskConfirm): Promise<boolean> {
  for (const confirm of confirms) {
    const goOn = await ask(confirm);
    const action = goOn ? confirm.onConfirm : confirm.onCancel;
    if (action) await action();
    if (!goOn) return false;
  }
  return true;
}

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
