import {
  baseQuantityFromPackage,
  countDecimals,
  isReceiptQuantityEditable,
  validatePackageQuantity,
  validateReceiptQuantity,
  validateStockEntries,
  type DomainMessage,
} from '@mall/domain';
import { notFound } from '../../http/api-error';
import { ruleRefused } from '../cart/cart-quantity-check';
import type { ConsignmentLineRow } from './consignment-repo';
import type { ReceiptEntry } from './receipt-schemas';

export interface CheckedEntry {
  line: ConsignmentLineRow;
  quantity: number;
  packageQuantity: number | null;
  stock: { inventoryId: number; quantity: number }[];
}

const refuse = (found: DomainMessage | undefined) => {
  if (found) throw ruleRefused(found.key, found.params);
};

/** A line counted in packages: a custom unit with its base quantity per package. */
export const usesPackageUnits = (line: Pick<ConsignmentLineRow, 'customUomId' | 'customQuantity'>) =>
  line.customUomId !== null && line.customQuantity !== null;

/**
 * Spec 2 section 5 "Receipt" over the line as locked in this transaction, with the domain's
 * receipt rules (the browser runs the same ones): the quantity required, within the unit's
 * precision, at least one step and at most what is still waiting; a package line's quantity is
 * its packages times customQuantity; catalogue and manual goods only at their waiting quantity;
 * stock entries only on receive-and-store lines, each warehouse the company's, their sum within
 * the quantity. Nothing the browser computed is taken on trust.
 */
export function checkReceiptEntry(line: ConsignmentLineRow, entry: ReceiptEntry, warehouses: ReadonlySet<number>): CheckedEntry {
  const quantity = entry.thisTimeReceiveQuantity;
  const packed = usesPackageUnits(line);
  refuse(validatePackageQuantity(entry.packageQuantity, packed));
  if (packed && entry.packageQuantity !== undefined && quantity !== undefined) {
    if (baseQuantityFromPackage(entry.packageQuantity, line.customQuantity!, line.uomPrecision) !== quantity) {
      throw ruleRefused('smodr.receipt.package.mismatch', { customQuantity: line.customQuantity! });
    }
  }
  refuse(validateReceiptQuantity({ uomPrecision: line.uomPrecision, waitingReceiveQuantity: line.waitingReceiveQuantity }, quantity));
  if (countDecimals(quantity!) > line.uomPrecision) throw ruleRefused('smodr.receipt.quantity.precision', { precision: line.uomPrecision });
  if (!isReceiptQuantityEditable(line) && quantity !== line.waitingReceiveQuantity) {
    throw ruleRefused('smodr.receipt.quantity.fixed', { quantity: line.waitingReceiveQuantity });
  }
  const entries = entry.storageFlag === 0 ? [] : (entry.receiveSkuStock ?? []);
  if (entries.length > 0 && line.receiveAndStorageFlag !== 1) throw ruleRefused('smodr.receipt.stock.not.allowed');
  const stockErrors = validateStockEntries(quantity!, entries);
  for (const errors of stockErrors.entries) refuse(errors.quantity ?? errors.inventory);
  refuse(stockErrors.total);
  const stock = entries.filter((e) => e.inventoryId !== undefined && (e.quantity ?? 0) > 0) as { inventoryId: number; quantity: number }[];
  for (const { inventoryId } of stock) if (!warehouses.has(inventoryId)) throw notFound('smodr.inventory.not.found');
  return { line, quantity: quantity!, packageQuantity: entry.packageQuantity ?? null, stock };
}
