import { isCartLineCheckFailed, validateNeededDate, type HiddenField } from '@mall/domain';
import type { CartLine } from '@mall/sdk';

/** What the cart knows about a line beyond the server's values: refused drafts and failed saves. */
export interface CartLineState {
  errorsOf(cartId: number): Record<string, unknown>;
  readonly unsaved: ReadonlyMap<number, unknown>;
}

/**
 * The selected lines that cannot be settled yet, by the cart's own rules (spec 1): a value the
 * buyer entered that a rule refused (a quantity out of range is kept beside its message, never
 * sent) or that failed to save; a needed date missing or before today, unless DEMAND_DATE is
 * hidden; a line whose check failed (checkStatus 0).
 */
export function linesNotSettleable(
  selected: readonly CartLine[],
  cart: CartLineState,
  env: { today: string; hideFieldList?: readonly HiddenField[] },
): CartLine[] {
  return selected.filter(
    (line) =>
      Object.keys(cart.errorsOf(line.cartId)).length > 0 ||
      cart.unsaved.has(line.cartId) ||
      validateNeededDate(line.neededDate, env) !== undefined ||
      isCartLineCheckFailed(line),
  );
}
