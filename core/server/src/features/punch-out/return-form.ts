import { orderMessage } from './cxml-documents';
import { ociReturnFields, type FormField } from './oci-fields';
import { decimalText, returnLines, type OpenCartLine, type SessionRow } from './punch-out-repo';

/** What the browser posts to the requisition system. */
export interface ReturnForm {
  method: 'POST';
  action: string;
  fields: { name: string; value: string }[];
}

/** cXML's form field carrying the order message: the document itself, as cXML 1.2 allows. */
export const CXML_FIELD = 'cxml-urlencoded';

const form = (action: string, fields: readonly FormField[]): ReturnForm => ({ method: 'POST', action, fields: fields.map(([name, value]) => ({ name, value })) });

/**
 * The form that carries `lines` back: OCI NEW_ITEM fields to the HOOK_URL, or a cXML
 * PunchOutOrderMessage to the BrowserFormPost URL. A cancelled session sends no items: OCI goes
 * to OCICANCEL when the requisition system gave one, cXML sends an empty order message.
 */
export function returnForm(row: SessionRow, lines: readonly OpenCartLine[], options: { language: string; host: string; cancelled: boolean }): ReturnForm {
  if (row.protocol === 'OCI') {
    if (options.cancelled) return form(row.cancelUrl ?? row.returnUrl, []);
    return form(row.returnUrl, ociReturnFields(returnLines(lines, options.language)));
  }
  const sent = options.cancelled ? [] : lines;
  const total = sent.reduce((sum, l) => sum + l.totalPrice, 0);
  const document = orderMessage(
    {
      from: { domain: row.supplierDomain, identity: row.supplierIdentity },
      to: { domain: row.buyerDomain ?? '', identity: row.buyerIdentity ?? '' },
      sender: { domain: row.supplierDomain, identity: row.supplierIdentity },
      buyerCookie: row.buyerCookie ?? '',
      operationAllowed: row.operation === 'inspect' ? 'inspect' : 'edit',
      currencyCode: sent[0]?.currencyCode ?? 'CNY',
      total: decimalText(total, 2),
    },
    returnLines(sent, options.language),
    new Date(),
    options.host,
  );
  return form(row.returnUrl, [[CXML_FIELD, document]]);
}
