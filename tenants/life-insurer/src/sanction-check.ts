import { msg, outcome, type CartLine, type OrderSubmitValidator, type ValidationOutcome } from '@mall/sdk';
import { LINE } from './ruling-rules';

/**
 * The scripted marmot-api call of the sanction number check (spec 3 section 7, body
 * cuxCscmroSanctionNumber), answered by the tenant's server entry. Spec 3 does not name the
 * script; the name is ours and the server entry's route uses the same one.
 */
export const SANCTION_CHECK_PATH = '/marmot/v1/{org}/marmot-api/hlcx-sanction-number-check';

/** The line's sanction number as typed, without the spaces around it. */
const sanctionOf = (line: CartLine) => {
  const value: unknown = ({ ...line } as Readonly<Record<string, unknown>>)[LINE.sanction];
  return typeof value === 'string' ? value.trim() : '';
};

/** A refusal of the server entry: unknown, revoked or expired sanction number. */
const isRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('life-insurer.sanction.');

/**
 * Each sanction number on the orders is checked once against the tenant's approved sanctions;
 * a refused one blocks the submit on every line that names it, with the server's reason in the
 * buyer's language. A check that could not be made (no answer) does not block: the order
 * platform checks again, and the HTTP client has told the buyer.
 */
export const sanctionCheck: OrderSubmitValidator = {
  id: 'life-insurer.order.sanction-check',
  order: 215,
  async validate({ orders }, ctx) {
    const http = ctx.http;
    if (!http) return [];
    const numbers = [...new Set(orders.flatMap((o) => o.shoppingCartDTOList.map(sanctionOf)).filter((n) => n !== ''))];
    const refused = new Map<string, string>();
    await Promise.all(
      numbers.map(async (number) => {
        try {
          await http.request('POST', SANCTION_CHECK_PATH, { body: { cuxCscmroSanctionNumber: number }, silent: true });
        } catch (error) {
          if (isRefusal(error)) refused.set(number, (error as Error).message);
        }
      }),
    );
    return orders.flatMap((o, index): ValidationOutcome[] =>
      o.shoppingCartDTOList.flatMap((line) => {
        const reason = refused.get(sanctionOf(line));
        return reason === undefined ? [] : [outcome.error(msg('life-insurer.sanction-refused', { reason }), { kind: 'field', order: index, line: line.cartId, field: LINE.sanction })];
      }),
    );
  },
};
