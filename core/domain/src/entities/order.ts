import type { CartLine } from './cart';

export interface CompanyInvoice {
  invoiceHeader?: string;
  taxRegistrationNumber?: string;
  taxRegistrationAddress?: string;
  taxRegistrationPhone?: string;
  depositBank?: string;
  bankAccountNum?: string;
  invoiceRemark?: string;
}

/** One order of the company order pre-submit page (spec 1 section 3 "Company order header row"). */
export interface CompanyOrderHeader {
  key: string;
  companyId?: number;
  minPurchaseFlag?: 0 | 1;
  remark?: string;
  remarkRequired?: 0 | 1;
  remarkFieldName?: string;
  wholeOrderFlag?: 0 | 1;
  wholeOrderFlagRequired?: 0 | 1;
  prTypeId?: number;
  prTypeIdRequired?: 0 | 1;
  neededDate?: string;
  attachmentUuid?: string;
  paymentMethodCode?: string;
  invoiceMethodCode?: string;
  invoiceTypeCode?: string;
  invoiceTitleTypeCode?: string;
  invoiceDetailTypeCode?: string;
  companyInvoiceVO?: CompanyInvoice;
  innerInvoiceMethodCode?: string;
  innerInvoiceTypeCode?: string;
  innerInvoiceTitleTypeCode?: string;
  innerInvoiceDetailTypeCode?: string;
  invoiceAddressId?: number;
  shoppingCartDTOList: CartLine[];
  [attribute: `attribute${string}`]: unknown;
}

/** The pre-order response (spec 1 section 3). */
export interface PreOrderResponse {
  failed?: boolean;
  message?: string;
  /** The lot number. */
  result?: string;
  code?: string;
  paymentOrderNum?: string;
  cashierHtml?: string;
  cashierUri?: string;
  prHeaderId?: number;
  /** A submit a tenant turned into a purchase request instead of orders: the request it made. */
  purchaseRequest?: { mallRequestId: number; requestNum: string };
}
