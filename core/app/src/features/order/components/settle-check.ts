import { isCartLineCheckFailed, isEmptyValue, validateNeededDate, type HiddenField } from '@mall/domain';
import type { CartLine, UserConfig } from '@mall/sdk';

/**
 * The user config a company order cannot do without, each with its display name's message key:
 * the buyer's company (purchase type COMPANY orders for it). Left empty by an administrator, the
 * buyer is told so in the operation-failed dialog (spec 1 screen 8) instead of sending a pre-req.
 */
export const SETTLE_REQUIRED_CONFIG = [{ field: 'companyId', labelKey: 'order.config.company' }] as const satisfies readonly {
  field: keyof UserConfig;
  labelKey: string;
}[];

/** The message keys of the required config fields the user's config leaves empty. */
export function missingSettleConfig(config: Partial<UserConfig> | undefined): string[] {
  return SETTLE_REQUIRED_CONFIG.filter(({ field }) => isEmptyValue(config?.[field])).map((r) => r.labelKey);
}

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
