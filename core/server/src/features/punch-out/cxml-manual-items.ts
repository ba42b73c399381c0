import { Value } from 'typebox/value';
import { badRequest } from '../../http/api-error';
import type { SetupItem } from './cxml-documents';
import { checkManualQuantity, manualLine, ManualSaveBody, type ManualLine, type ManualSave } from './open-cart-manual';
import { isManualHandle, MANUAL_PRECISION } from './punch-out-repo';
import './punch-out-messages';

/** The cXML element that carries each field of a manual line, to name it in a refusal. */
const elementOf: Readonly<Record<string, string>> = {
  '/productName': 'Description',
  '/quantity': 'ItemOut@quantity',
  '/uomName': 'UnitOfMeasure',
  '/unitPrice': 'UnitPrice/Money',
  '/currencyCode': 'Money@currency',
  '/deliveryCycle': 'LeadTime',
  '/remark': 'Comments',
};
/** The column that keeps an auxiliary id holds at most this many characters. */
const MAX_AUX_ID = 100;

/** cXML numbers are plain decimals; anything else (1e3, 0x10, blank) is no number at all. */
const decimal = (text: string | undefined) => (text !== undefined && /^\s*\d{1,15}(\.\d{1,15})?\s*$/.test(text) ? Number(text) : Number.NaN);
/**
 * A pretty-printed document's line breaks and indents become one space (the manual save's own
 * trimming follows), so only what the buyer could have typed reaches the rules.
 */
const flat = (text: string | undefined) => text?.replace(/\s+/g, ' ');
const sumOf = (a: number, b: number) => Number((a + b).toFixed(MANUAL_PRECISION));

/** The Description in the buyer's language (cXML allows one per xml:lang), else the first. */
function description(item: SetupItem, language: string): string | undefined {
  const prefix = language.slice(0, 2).toLowerCase();
  return (item.descriptions.find((d) => d.language.toLowerCase().startsWith(prefix)) ?? item.descriptions[0])?.text;
}

/** An edit or inspect session's manual line, and the auxiliary id the requisition system gave it. */
export interface ManualItem {
  line: ManualLine;
  supplierAuxId: string | undefined;
}

/**
 * Reads the MANUAL items of a setup request, in order, as the manual lines they were: the
 * description, quantity, unit, unit price and currency, lead time and comments (as the note) of
 * the ItemOut go through the very schema and rules of the manual cart save (`ManualSaveBody`,
 * `manualLine`), so an edited requisition gets back what manual-create would have accepted.
 *
 * `MANUAL-<n>` named line n of the session that returned the cart; that session is closed, so the
 * item becomes a new line of the new session (with a new handle on its next return), and an
 * auxiliary id that only repeats a handle is dropped. The same item twice is one line whose
 * quantities add up, as catalogue items of a setup request do.
 *
 * `read` answers the new line, or undefined when it merged into an earlier one; it throws the
 * manual save's ApiError (400 or 422) for an item the manual rules refuse.
 */
export function manualItemReader(language: string, catalogueLines: readonly { currencyCode: string }[]) {
  const cart: { currencyCode: string }[] = [...catalogueLines];
  const byKey = new Map<string, ManualItem>();
  return {
    read(item: SetupItem): ManualItem | undefined {
      const fields: Partial<ManualSave> = {
        cartSource: 'MANUAL',
        openCartFlag: 1,
        productName: flat(description(item, language)),
        quantity: decimal(item.quantity),
        uomName: flat(item.unitOfMeasure),
        unitPrice: decimal(item.unitPrice),
        currencyCode: item.currency,
        deliveryCycle: item.leadTime === undefined ? undefined : decimal(item.leadTime),
        remark: flat(item.comments) || undefined,
      };
      const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const [error] = [...Value.Errors(ManualSaveBody, body)];
      if (error) {
        // A missing field is reported on the object itself, naming the property.
        const path = error.instancePath || `/${(error.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? ''}`;
        throw badRequest('punchout.item.manual.element', { element: elementOf[path] ?? path });
      }
      const auxId = item.supplierAuxId && !isManualHandle(item.supplierAuxId) ? item.supplierAuxId : undefined;
      if (auxId && (auxId.length > MAX_AUX_ID || [...auxId].some((c) => c.codePointAt(0)! < 0x20 || c === '\u007f'))) {
        throw badRequest('punchout.item.manual.element', { element: 'SupplierPartAuxiliaryID' });
      }
      const line = manualLine(body as ManualSave, cart);
      const same = byKey.get(line.key);
      if (same) {
        const quantity = sumOf(same.line.quantity, line.quantity);
        checkManualQuantity(quantity, line.unitPrice);
        same.line = { ...same.line, quantity };
        return undefined;
      }
      const entry: ManualItem = { line, supplierAuxId: auxId };
      byKey.set(line.key, entry);
      cart.push(line);
      return entry;
    },
  };
}
