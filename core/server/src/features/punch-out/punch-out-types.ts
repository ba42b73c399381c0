/** How the requisition system speaks: SAP's Open Catalog Interface or cXML punch-out. */
export type PunchOutProtocol = 'OCI' | 'CXML';
/** cXML's setup operations; OCI sessions are always `create`. */
export type PunchOutOperation = 'create' | 'edit' | 'inspect';

/** One line of an open cart as it goes back to the requisition system, priced by the server. */
export interface ReturnLine {
  /** The catalogue's item code; empty for a manual (free-text) line. */
  readonly itemCode: string;
  /** cXML SupplierPartID: the item code, or a manual line's handle `MANUAL-<lineId>` (it has no code). */
  readonly supplierPartId: string;
  /** A free-text line of the manual cart save: no catalogue product, no vendor material. */
  readonly manual: boolean;
  readonly productName: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly currencyCode: string;
  /** ISO / UN/ECE Rec. 20 unit code (EA, BX, KGM...). */
  readonly unitCode: string;
  readonly leadTimeDays: number;
  readonly supplierNum: string;
  readonly categoryCode: string;
  readonly supplierAuxId: string | null;
  /** The buyer's note on a manual line (OCI long text, cXML Comments). */
  readonly remark: string | null;
  /** The description's language, cXML style (zh-CN, en-US). */
  readonly language: string;
}

/** One party of a cXML header: its credential domain and identity. */
export interface CxmlParty {
  readonly domain: string;
  readonly identity: string;
}
