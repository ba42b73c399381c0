import { msg, outcome, type CompanyOrderHeader, type FieldRow, type OrderSubmitValidator, type ValidationOutcome } from '@mall/sdk';
import {
  hasRuling,
  hasSanction,
  LINE,
  requirementDateInPast,
  rulingCurrencyMismatch,
  rulingRequired,
  rulingResidualExhausted,
  sanctionRequired,
} from './ruling-rules';

/** Spec 3 section 9: the supplier remark holds at most 100 characters. */
export const SUPPLIER_REMARK_MAX = 100;

type LineCheck = (line: FieldRow, today: string) => ValidationOutcome['message'] | undefined;

/** One outcome per order line the check refuses, aimed at the named field of that line. */
function perLine(id: string, order: number, field: string, check: LineCheck): OrderSubmitValidator {
  return {
    id,
    order,
    validate: ({ orders }, ctx) =>
      orders.flatMap((o: CompanyOrderHeader, index) =>
        o.shoppingCartDTOList.flatMap((line) => {
          // The line checks are the field rules of the line extras, so they read the line as a row.
          const message = check({ ...line }, ctx.today);
          return message ? [outcome.error(message, { kind: 'field', order: index, line: line.cartId, field })] : [];
        }),
      ),
  };
}

const required = (name: string) => msg('field.required', { label: `life-insurer.line.${name}` });

export const insurerSubmitValidators: OrderSubmitValidator[] = [
  perLine('life-insurer.order.ruling-number', 200, LINE.ruling, (line) => (!hasRuling(line) && rulingRequired(line) ? required('ruling-number') : undefined)),
  perLine('life-insurer.order.sanction-number', 210, LINE.sanction, (line) =>
    sanctionRequired(line) && !hasSanction(line) ? required('sanction-number') : undefined,
  ),
  perLine('life-insurer.order.ruling-currency', 220, LINE.ruling, (line) =>
    rulingCurrencyMismatch(line) ? msg('life-insurer.ruling-currency-mismatch') : undefined,
  ),
  perLine('life-insurer.order.ruling-residual', 230, LINE.ruling, (line) =>
    rulingResidualExhausted(line) ? msg('life-insurer.ruling-residual-insufficient') : undefined,
  ),
  perLine('life-insurer.order.requirement-date', 240, LINE.requirementDate, (line, today) =>
    requirementDateInPast(line, today) ? msg('life-insurer.requirement-date-past') : undefined,
  ),
  {
    id: 'life-insurer.order.supplier-remark-length',
    order: 250,
    validate: ({ orders }) =>
      orders.flatMap((o, index) =>
        (o.remark ?? '').length > SUPPLIER_REMARK_MAX
          ? [outcome.error(msg('field.max-length', { label: 'life-insurer.supplier-remark', max: SUPPLIER_REMARK_MAX }), { kind: 'field', order: index, field: 'remark' })]
          : [],
      ),
  },
];
