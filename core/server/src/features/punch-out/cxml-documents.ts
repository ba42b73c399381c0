import { randomUUID } from 'node:crypto';
import { child, childrenNamed, escapeXml, textAt, type XmlElement } from './xml-tree';
import type { CxmlParty, PunchOutOperation, ReturnLine } from './punch-out-types';

/** The cXML release the mall writes; the DTD is named, never fetched by anyone reading it. */
export const CXML_VERSION = '1.2.014';
const doctype = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;

/** What a PunchOutSetupRequest asks for, read from the parsed document. */
export interface SetupRequest {
  readonly payloadId: string;
  readonly from: CxmlParty | undefined;
  readonly to: CxmlParty | undefined;
  readonly sender: (CxmlParty & { readonly sharedSecret: string | undefined }) | undefined;
  readonly operation: string | undefined;
  readonly buyerCookie: string | undefined;
  readonly browserFormPostUrl: string | undefined;
  /** UserEmail or UniqueName extrinsic, else the contact's e-mail: who shops. */
  readonly userEmail: string | undefined;
  readonly uniqueName: string | undefined;
  /** Items of an edit or inspect session (ItemOut). */
  readonly items: readonly SetupItem[];
}

/**
 * One ItemOut: its ids and quantity, and the ItemDetail a manual (free-text) item is rebuilt from;
 * a catalogue item's details are the catalogue's, so only its ids and quantity count.
 */
export interface SetupItem {
  readonly supplierPartId: string;
  readonly supplierAuxId: string | undefined;
  readonly quantity: string | undefined;
  /** Every Description (cXML allows one per language) with its xml:lang. */
  readonly descriptions: readonly { readonly language: string; readonly text: string }[];
  readonly unitOfMeasure: string | undefined;
  readonly unitPrice: string | undefined;
  readonly currency: string | undefined;
  readonly leadTime: string | undefined;
  readonly comments: string | undefined;
}

function setupItem(item: XmlElement): SetupItem {
  const detail = child(item, 'ItemDetail');
  return {
    supplierPartId: textAt(item, 'ItemID', 'SupplierPartID') ?? '',
    supplierAuxId: textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'),
    quantity: item.attributes.quantity,
    // The element's own text: a ShortName child is not part of the description.
    descriptions: childrenNamed(detail, 'Description').map((d) => ({ language: d.attributes['xml:lang'] ?? '', text: d.text })),
    unitOfMeasure: textAt(detail, 'UnitOfMeasure'),
    unitPrice: textAt(detail, 'UnitPrice', 'Money'),
    currency: child(child(detail, 'UnitPrice'), 'Money')?.attributes.currency,
    leadTime: textAt(detail, 'LeadTime'),
    comments: child(item, 'Comments')?.text,
  };
}

function party(header: XmlElement | undefined, name: string) {
  const credential = child(child(header, name), 'Credential');
  const identity = textAt(credential, 'Identity');
  if (!credential || !identity) return undefined;
  return { domain: credential.attributes.domain ?? '', identity, sharedSecret: textAt(credential, 'SharedSecret') };
}

/** Reads a parsed cXML document as a PunchOutSetupRequest; undefined when it is not one. */
export function readSetupRequest(root: XmlElement): SetupRequest | undefined {
  if (root.name !== 'cXML') return undefined;
  const header = child(root, 'Header');
  const setup = child(child(root, 'Request'), 'PunchOutSetupRequest');
  if (!header || !setup) return undefined;
  const extrinsic = (name: string) => childrenNamed(setup, 'Extrinsic').find((e) => e.attributes.name === name)?.text.trim() || undefined;
  return {
    payloadId: root.attributes.payloadID ?? '',
    from: party(header, 'From'),
    to: party(header, 'To'),
    sender: party(header, 'Sender'),
    operation: setup.attributes.operation,
    buyerCookie: textAt(setup, 'BuyerCookie'),
    browserFormPostUrl: textAt(setup, 'BrowserFormPost', 'URL'),
    userEmail: extrinsic('UserEmail') ?? textAt(setup, 'Contact', 'Email'),
    uniqueName: extrinsic('UniqueName'),
    items: childrenNamed(setup, 'ItemOut').map(setupItem),
  };
}

const credential = (p: CxmlParty) =>
  `<Credential domain="${escapeXml(p.domain)}"><Identity>${escapeXml(p.identity)}</Identity></Credential>`;

function envelope(body: string, now: Date, host: string) {
  const payloadId = `${now.getTime()}.${randomUUID()}@${host}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<cXML payloadID="${escapeXml(payloadId)}" timestamp="${now.toISOString()}" xml:lang="en-US">${body}</cXML>`;
}

/** The answer to a setup request: status and, on success, the start page the buyer's browser opens. */
export function setupResponse(status: { code: number; text: string }, startPageUrl: string | undefined, now: Date, host: string): string {
  const start = startPageUrl ? `<PunchOutSetupResponse><StartPage><URL>${escapeXml(startPageUrl)}</URL></StartPage></PunchOutSetupResponse>` : '';
  return envelope(`<Response><Status code="${status.code}" text="${escapeXml(status.text)}"/>${start}</Response>`, now, host);
}

/** What a PunchOutOrderMessage carries besides its lines. */
export interface OrderMessageHeader {
  readonly from: CxmlParty;
  readonly to: CxmlParty;
  readonly sender: CxmlParty;
  readonly buyerCookie: string;
  /** Whether the requisition system may come back to edit the cart (inspect sessions: inspect). */
  readonly operationAllowed: PunchOutOperation;
  readonly currencyCode: string;
  readonly total: string;
}

/**
 * The cart going back to the requisition system, in the order cXML's content model sets:
 * Header (From, To, Sender), then PunchOutOrderMessage with BuyerCookie,
 * PunchOutOrderMessageHeader (Total) and one ItemIn per line.
 */
export function orderMessage(header: OrderMessageHeader, lines: readonly ReturnLine[], now: Date, host: string): string {
  const items = lines
    .map(
      (line) =>
        `<ItemIn quantity="${line.quantity}"><ItemID><SupplierPartID>${escapeXml(line.supplierPartId)}</SupplierPartID>` +
        (line.supplierAuxId ? `<SupplierPartAuxiliaryID>${escapeXml(line.supplierAuxId)}</SupplierPartAuxiliaryID>` : '') +
        `</ItemID><ItemDetail><UnitPrice><Money currency="${escapeXml(line.currencyCode)}">${line.unitPrice}</Money></UnitPrice>` +
        `<Description xml:lang="${escapeXml(line.language)}">${escapeXml(line.productName)}</Description>` +
        `<UnitOfMeasure>${escapeXml(line.unitCode)}</UnitOfMeasure>` +
        `<Classification domain="MALL_CATEGORY">${escapeXml(line.categoryCode)}</Classification>` +
        `<LeadTime>${line.leadTimeDays}</LeadTime></ItemDetail>` +
        (line.remark ? `<Comments xml:lang="${escapeXml(line.language)}">${escapeXml(line.remark)}</Comments>` : '') +
        `</ItemIn>`,
    )
    .join('');
  const head =
    `<Header><From>${credential(header.from)}</From><To>${credential(header.to)}</To>` +
    `<Sender>${credential(header.sender)}<UserAgent>B2B procurement mall</UserAgent></Sender></Header>`;
  const message =
    `<Message><PunchOutOrderMessage><BuyerCookie>${escapeXml(header.buyerCookie)}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="${header.operationAllowed}"><Total><Money currency="${escapeXml(header.currencyCode)}">${header.total}</Money></Total></PunchOutOrderMessageHeader>` +
    `${items}</PunchOutOrderMessage></Message>`;
  return envelope(head + message, now, host);
}
