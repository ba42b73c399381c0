import type { ReturnLine } from './punch-out-types';

/** Field lengths SAP's OCI sets for the cart return (OCI 4.0/5.0 field list). */
export const ociLengths = {
  DESCRIPTION: 40,
  MATNR: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  PRICEUNIT: 5,
  CURRENCY: 5,
  LEADTIME: 5,
  VENDOR: 10,
  VENDORMAT: 40,
  MATGROUP: 10,
  LONGTEXT: 132,
} as const;

/** The form fields of an OCI return, in order: a browser posts them as `name=value` pairs. */
export type FormField = readonly [name: string, value: string];

const cut = (text: string, length: number) => [...text].slice(0, length).join('');

/** Long text in rows of 132 characters, as OCI's NEW_ITEM-LONGTEXT_n:132[] carries it. */
function longTextRows(text: string): string[] {
  const chars = [...text];
  const rows: string[] = [];
  for (let i = 0; i < chars.length; i += ociLengths.LONGTEXT) rows.push(chars.slice(i, i + ociLengths.LONGTEXT).join(''));
  return rows;
}

/**
 * The NEW_ITEM-* fields of an OCI cart return, numbered from 1. Numbers keep a dot as the
 * decimal separator (the server's own decimal strings); texts are cut to OCI's lengths, and the
 * full description goes in the long text when it is longer than the short one.
 */
export function ociReturnFields(lines: readonly ReturnLine[]): FormField[] {
  const fields: FormField[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const put = (name: keyof typeof ociLengths, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, cut(value, ociLengths[name])]);
    put('DESCRIPTION', line.productName);
    put('MATNR', '');
    put('QUANTITY', line.quantity);
    put('UNIT', line.unitCode);
    put('PRICE', line.unitPrice);
    put('PRICEUNIT', '1');
    put('CURRENCY', line.currencyCode);
    put('LEADTIME', String(line.leadTimeDays));
    put('VENDOR', line.supplierNum);
    // A manual line names no vendor material: the requisition takes it as a free-text item.
    put('VENDORMAT', line.itemCode);
    put('MATGROUP', line.categoryCode);
    // The long text carries what the short fields cut: the full description, and a manual line's note.
    const longText = [[...line.productName].length > ociLengths.DESCRIPTION ? line.productName : '', line.remark ?? ''].filter(Boolean).join('\n');
    for (const row of longTextRows(longText)) fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, row]);
  });
  return fields;
}

/** Whether a HOOK_URL (or cXML BrowserFormPost URL) is an http(s) address the browser may post to. */
export function isHttpUrl(text: string): boolean {
  if ([...text].some((c) => c.codePointAt(0)! < 0x20)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** UN/ECE Recommendation 20 codes for the mall's units (OCI's UNIT is an ISO code of 3 characters). */
const unitCodes: Readonly<Record<string, string>> = {
  个: 'EA',
  台: 'EA',
  把: 'EA',
  件: 'EA',
  箱: 'BX',
  包: 'PK',
  千克: 'KGM',
  米: 'MTR',
  升: 'LTR',
  副: 'PR',
  套: 'SET',
};

const codes = new Set(Object.values(unitCodes));
/**
 * The ISO unit code of a unit name; units without one go back as EA (each). A unit that already
 * is one of these codes stays itself: a manual line an edit session rebuilt from a cXML
 * UnitOfMeasure (BX) must not go back as EA.
 */
export const isoUnit = (uomName: string) => unitCodes[uomName] ?? (codes.has(uomName) ? uomName : 'EA');
