import { isEmptyValue, type FieldRow } from '@mall/sdk';

/**
 * The line fields the insurer's rules read. Spec 3 names attributeVarchar11 (ruling number,
 * default NA), attributeVarchar12 (sanction number) and attributeVarchar20 (1 waives the ruling
 * number). It does not say where the ruling number's currency and available (residual) amount
 * live: the submit checks read them from the chosen ruling number's record (currencyCode,
 * residualAmount) and, without it, from the line's attributeVarchar30 and attributeDecimal11.
 */
export const LINE = {
  ruling: 'attributeVarchar11',
  sanction: 'attributeVarchar12',
  rulingWaived: 'attributeVarchar20',
  rulingCurrency: 'attributeVarchar30',
  rulingResidual: 'attributeDecimal11',
  requirementDate: 'attributeDate1',
} as const;

/** The ruling number's default: "not applicable", which counts as no ruling number. */
export const RULING_NOT_APPLICABLE = 'NA';

export const hasRuling = (row: FieldRow) => !isEmptyValue(row[LINE.ruling]) && row[LINE.ruling] !== RULING_NOT_APPLICABLE;
export const hasSanction = (row: FieldRow) => !isEmptyValue(row[LINE.sanction]);
const rulingWaived = (row: FieldRow) => String(row[LINE.rulingWaived] ?? '') === '1';

/** Spec 3: the ruling number is required unless a sanction number is present or attributeVarchar20 is 1. */
export const rulingRequired = (row: FieldRow) => !hasSanction(row) && !rulingWaived(row);

/** Spec 3: the sanction number is required in the opposite case, where the ruling number is waived. */
export const sanctionRequired = (row: FieldRow) => rulingWaived(row);

/** The chosen ruling number's currency differs from the product's. */
export const rulingCurrencyMismatch = (row: FieldRow) =>
  hasRuling(row) && !isEmptyValue(row[LINE.rulingCurrency]) && row[LINE.rulingCurrency] !== row.currencyCode;

/** The chosen ruling number has no available amount left (spec 3: it must be above 0). */
export const rulingResidualExhausted = (row: FieldRow) =>
  hasRuling(row) && !isEmptyValue(row[LINE.rulingResidual]) && !(Number(row[LINE.rulingResidual]) > 0);

/** Spec 3: the requirement date is not earlier than today (both YYYY-MM-DD). */
export const requirementDateInPast = (row: FieldRow, today: string) =>
  typeof row[LINE.requirementDate] === 'string' && (row[LINE.requirementDate] as string).slice(0, 10) < today;
