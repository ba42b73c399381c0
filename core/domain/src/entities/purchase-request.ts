import type { ManualRequestStatus } from '../constants/manual-request-status';

/** A manual request line as the request calls answer it (mallRequestEntryViewVOList); `attribute*` are the tenant's request-line fields. */
export interface MallRequestEntry {
  mallRequestEntryId: number;
  lineNum: number;
  skuName: string;
  specification?: string;
  quantity: number;
  uomName: string;
  estimatedPrice: number;
  lineAmount: number;
  neededDate: string;
  supplierSuggestion?: string;
  attachmentUuid?: string;
  remark?: string;
  cancelStatus?: 'CANCELED';
  /** The catalogue's manual product the line asks for; only such a line can go into the cart. */
  productId?: number;
  [attribute: `attribute${string}`]: unknown;
}

/** A manual purchase request as mall-list and mall-detail answer it; the server and the browser share this shape. */
export interface MallRequest {
  mallRequestId: number;
  requestNum: string;
  mallManualRequestStatus: ManualRequestStatus;
  title: string;
  budgetId?: number;
  remark?: string;
  attachmentUuid?: string;
  currencyCode: string;
  amount: number;
  creationDate: string;
  submittedDate?: string;
  /** Budget warning flag (spec 3, restaurant group). */
  attributeVarchar6?: string;
  /** OA approval link (spec 3, restaurant group). */
  attributeLongtext10?: string;
  mallRequestEntryViewVOList: MallRequestEntry[];
}
