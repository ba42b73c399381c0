import { msg, outcome, type CompanyOrderHeader, type FieldRow, type OrderSubmitContext, type OrderSubmitValidator, type ValidationOutcome } from '@mall/sdk';
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

/** The value set the ruling number is chosen from; its records carry currencyCode and residualAmount. */
export const RULING_LOOKUP = 'SMAL.HLCX_RULING_NUMBER';

interface RulingRecord {
  readonly value: string;
  readonly currencyCode?: string;
  readonly residualAmount?: number;
}

// One lookup per submit, shared by the currency and residual checks of that submit.
const rulingsOfSubmit = new WeakMap<object, Promise<ReadonlyMap<string, RulingRecord>>>();

/**
 * The ruling numbers' records as the server holds them now: the picker stores only the chosen
 * number, so its currency and available amount are read at submit. Without an HTTP client, or
 * when the lookup fails, the line's own attributeVarchar30 / attributeDecimal11 are used.
 */
function rulingRecords(orders: readonly CompanyOrderHeader[], ctx: OrderSubmitContext): Promise<ReadonlyMap<string, RulingRecord>> {
  const known = rulingsOfSubmit.get(orders);
  if (known) return known;
  const http = ctx.http;
  const loaded = !http
    ? Promise.resolve(new Map<string, RulingRecord>())
    : http
        .request<RulingRecord[] | { content?: RulingRecord[] } | undefined>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: RULING_LOOKUP }, silent: true })
        .then((rows) => new Map((Array.isArray(rows) ? rows : (rows?.content ?? [])).map((r) => [r.value, r] as const)))
        .catch(() => new Map<string, RulingRecord>());
  rulingsOfSubmit.set(orders, loaded);
  return loaded;
}

/** The line as a row, with the chosen ruling number's currency and available amount from its record. */
function withRuling(line: FieldRow, rulings: ReadonlyMap<string, RulingRecord>): FieldRow {
  const record = rulings.get(String(line[LINE.ruling] ?? ''));
  if (!record) return line;
  return {
    ...line,
    ...(record.currencyCode !== undefined ? { [LINE.rulingCurrency]: record.currencyCode } : {}),
    ...(record.residualAmount !== undefined ? { [LINE.rulingResidual]: record.residualAmount } : {}),
  };
}

/** One outcome per order line the check refuses, aimed at the named field of that line. */
function perLine(id: string, order: number, field: string, check: LineCheck, readsRuling = false): OrderSubmitValidator {
  return {
    id,
    order,
    validate: async ({ orders }, ctx) => {
      const rulings = readsRuling ? await rulingRecords(orders, ctx) : new Map<string, RulingRecord>();
      return orders.flatMap((o: CompanyOrderHeader, index) =>
        o.shoppingCartDTOList.flatMap((line) => {
          // The line checks are the field rules of the line extras, so they read the line as a row.
          const message = check(withRuling({ ...line }, rulings), ctx.today);
          return message ? [outcome.error(message, { kind: 'field', order: index, line: line.cartId, field })] : [];
        }),
      );
    },
  };
}

const required = (name: string) => msg('field.required', { label: `life-insurer.line.${name}` });

export const insurerSubmitValidators: OrderSubmitValidator[] = [
  perLine('life-insurer.order.ruling-number', 200, LINE.ruling, (line) => (!hasRuling(line) && rulingRequired(line) ? required('ruling-number') : undefined)),
  perLine('life-insurer.order.sanction-number', 210, LINE.sanction, (line) =>
    sanctionRequired(line) && !hasSanction(line) ? required('sanction-number') : undefined,
  ),
  perLine('life-insurer.order.ruling-currency', 220, LINE.ruling, (line) => (rulingCurrencyMismatch(line) ? msg('life-insurer.ruling-currency-mismatch') : undefined), true),
  perLine('life-insurer.order.ruling-residual', 230, LINE.ruling, (line) => (rulingResidualExhausted(line) ? msg('life-insurer.ruling-residual-insufficient') : undefined), true),
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
