import type { ReceiptLine, ReceiptStockEntry } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { DEFAULT_UOM_PRECISION } from '../constants/quantity-defaults';
import { roundHalfUp } from './decimal';

export type ReceiptDraftLine = ReceiptLine & { checked: boolean; thisTimeReceiveQuantity: number };

/** Lines with nothing left to receive are dropped; the rest start checked at their waiting quantity. */
export function prepareReceiptLines(lines: readonly ReceiptLine[]): ReceiptDraftLine[] {
  return lines
    .filter((line) => line.waitingReceiveQuantity !== 0)
    .map((line) => ({ ...line, checked: true, thisTimeReceiveQuantity: line.waitingReceiveQuantity }));
}

/** Catalogue and manual (e-commerce) goods cannot have their received quantity changed. */
export function isReceiptQuantityEditable(line: Pick<ReceiptLine, 'cecFromCode'>): boolean {
  return line.cecFromCode !== 'CATA' && line.cecFromCode !== 'MANUAL';
}

/** Step and minimum follow the unit precision; the maximum is the waiting quantity. */
export function receiptQuantityRange(line: Pick<ReceiptLine, 'uomPrecision' | 'waitingReceiveQuantity'>): { min: number; max: number; step: number } {
  const step = Number(`1e-${line.uomPrecision ?? DEFAULT_UOM_PRECISION}`);
  return { min: step, max: line.waitingReceiveQuantity, step };
}

export function validateReceiptQuantity(
  line: Pick<ReceiptLine, 'uomPrecision' | 'waitingReceiveQuantity'>,
  quantity: number | undefined,
): DomainMessage | undefined {
  if (quantity === undefined || Number.isNaN(quantity)) return message('form.required');
  const { min, max } = receiptQuantityRange(line);
  if (quantity < min) return message('receipt.quantity.min', { min });
  if (quantity > max) return message('receipt.quantity.max', { max });
  return undefined;
}

/** Package quantity: required when package units are used; at least 0 for standard units. */
export function validatePackageQuantity(packageQuantity: number | undefined, usesPackageUnits: boolean): DomainMessage | undefined {
  if (packageQuantity === undefined || Number.isNaN(packageQuantity)) return usesPackageUnits ? message('form.required') : undefined;
  return packageQuantity < 0 ? message('receipt.quantity.min', { min: 0 }) : undefined;
}

/** Entering a package quantity recomputes the base quantity: packages times customQuantity. */
export function baseQuantityFromPackage(packageQuantity: number, customQuantity: number, uomPrecision = DEFAULT_UOM_PRECISION): number {
  return roundHalfUp(packageQuantity * customQuantity, uomPrecision);
}

export interface StockEntryErrors {
  entries: Partial<Record<'quantity' | 'inventory', DomainMessage>>[];
  total?: DomainMessage;
}

/** Stock entries: quantity required and at least 0; a warehouse when above 0; the sum within this receipt's quantity. */
export function validateStockEntries(thisTimeQuantity: number, entries: readonly ReceiptStockEntry[]): StockEntryErrors {
  const result: StockEntryErrors = {
    entries: entries.map((entry) => {
      const errors: Partial<Record<'quantity' | 'inventory', DomainMessage>> = {};
      if (entry.quantity === undefined || Number.isNaN(entry.quantity)) errors.quantity = message('form.required');
      else if (entry.quantity < 0) errors.quantity = message('receipt.quantity.min', { min: 0 });
      if ((entry.quantity ?? 0) > 0 && entry.inventoryId === undefined) errors.inventory = message('form.required');
      return errors;
    }),
  };
  // summed in integer thousandths-of-a-millionth to keep 0.1 + 0.2 from exceeding 0.3
  const sum = entries.reduce((total, entry) => total + Math.round((entry.quantity ?? 0) * 1e9), 0);
  if (sum > Math.round(thisTimeQuantity * 1e9)) result.total = message('receipt.stock.exceeds');
  return result;
}

/**
 * Double unit display shows only with the double-UOM flag and either the base unit as custom
 * unit with a custom quantity other than 1, or a custom unit different from the base unit.
 */
export function showsDoubleUnit(
  line: Pick<ReceiptLine, 'uomId' | 'customUomId' | 'customQuantity'>,
  doubleUomFlag: boolean | 0 | 1 | undefined,
): boolean {
  if (!doubleUomFlag || line.customUomId === undefined) return false;
  if (line.customUomId === line.uomId) return line.customQuantity !== undefined && line.customQuantity !== 1;
  return true;
}

/**
 * The double unit display of spec 2 section 5 for `quantity` base units: package count + custom
 * unit + quantity + base unit, e.g. "2 box (12 pcs)"; undefined when it does not show (see
 * `showsDoubleUnit`), so the caller shows the plain quantity and unit.
 */
export function doubleUnitText(
  line: Pick<ReceiptLine, 'uomId' | 'customUomId' | 'customQuantity'> & { customUomName?: string; uomName: string },
  quantity: number,
  doubleUomFlag: boolean | 0 | 1 | undefined,
): string | undefined {
  if (!showsDoubleUnit(line, doubleUomFlag) || !line.customQuantity) return undefined;
  const packages = Math.round((quantity / line.customQuantity) * 1e6) / 1e6;
  return `${packages} ${line.customUomName ?? ''} (${quantity} ${line.uomName})`;
}
