import { validatePackageQuantity, validateReceiptQuantity, validateStockEntries } from '@mall/domain';
import { CoreIds, msg, outcome, type ReceiptSubmitLine, type ReceiptSubmitValidator, type ValidationOutcome } from '@mall/sdk';

/** A line counted in packages: a custom unit with its base quantity per package. */
export const usesPackageUnits = (line: Pick<ReceiptSubmitLine, 'customUomId' | 'customQuantity'>) =>
  line.customUomId != null && line.customQuantity != null;

const field = (line: ReceiptSubmitLine, name: string, found: { key: string; params?: Record<string, string | number> }): ValidationOutcome =>
  outcome.error(msg(found.key, found.params), { kind: 'field', order: 0, line: line.consignmentEntryId, field: name });

/**
 * Core's receipt rules of spec 2 section 5, contributed to `receipt.submit-validators` so a
 * tenant may replace or disable them by id; each one is the domain's rule, which the server
 * runs again on receipt-submit.
 */
export const receiptSubmitRules: ReceiptSubmitValidator[] = [
  {
    id: CoreIds.receipt.someLine,
    validate: ({ lines }) => (lines.length === 0 ? [outcome.error(msg('receipt.select-line'))] : []),
  },
  {
    id: CoreIds.receipt.quantity,
    validate: ({ lines }) =>
      lines.flatMap((line) => {
        const found = validateReceiptQuantity(line, line.thisTimeReceiveQuantity);
        return found ? [field(line, 'thisTimeReceiveQuantity', found)] : [];
      }),
  },
  {
    id: CoreIds.receipt.packageQuantity,
    validate: ({ lines }) =>
      lines.flatMap((line) => {
        const found = validatePackageQuantity(line.packageQuantity, usesPackageUnits(line));
        return found ? [field(line, 'packageQuantity', found)] : [];
      }),
  },
  {
    id: CoreIds.receipt.stockEntries,
    validate: ({ lines }) =>
      lines.flatMap((line) => {
        if (!line.storage || line.receiveAndStorageFlag !== 1) return [];
        const errors = validateStockEntries(line.thisTimeReceiveQuantity ?? 0, line.receiveSkuStock);
        const found = errors.total ?? errors.entries.map((e) => e.inventory ?? e.quantity).find((m) => m !== undefined);
        return found ? [field(line, 'receiveSkuStock', found)] : [];
      }),
  },
];
