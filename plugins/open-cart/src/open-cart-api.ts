import type { HttpClient } from '@mall/sdk';

/** One line of the open cart, priced by the server. */
export interface OpenCartLine {
  /** The line's own id: a manual line's only handle. */
  readonly lineId: number;
  /** The catalogue product; null for a manual (free-text) line. */
  readonly productId: number | null;
  readonly productSource: 'CATA' | 'MANUAL';
  readonly remark: string | null;
  readonly itemCode: string;
  readonly productName: string;
  readonly quantity: number;
  readonly latestPrice: number;
  readonly totalPrice: number;
  readonly currencyCode: string;
  readonly uomName: string;
  readonly uomCode: string;
  readonly uomPrecision: number;
  readonly deliveryCycle: number;
  readonly supplierCompanyName: string;
}

/** A free-text line of the manual cart save (spec 3: cartSource MANUAL, openCartFlag). */
export interface ManualLine {
  readonly productName: string;
  readonly quantity: number;
  readonly uomName: string;
  readonly unitPrice: number;
  readonly currencyCode?: string;
  readonly supplierName?: string;
  readonly deliveryCycle?: number;
  readonly remark?: string;
}

/** How list-update names a line: a catalogue line by its product, a manual line by its line id. */
export type LineChange = { readonly productId: number; readonly quantity: number } | { readonly lineId: number; readonly quantity: number };

/** Spec 1 section 5: a line's amount stays within 999999999 (the quantity's maximum is that over the price). */
export const MAX_LINE_AMOUNT = 999_999_999;

/** The punch-out session of this sign-in and its cart (POST punchout/check-in, GET open-cart). */
export interface OpenCart {
  readonly punchOutSessionId: number;
  readonly protocol: 'OCI' | 'CXML';
  readonly operation: 'create' | 'edit' | 'inspect';
  readonly editable: boolean;
  readonly returnOrigin: string;
  readonly expiresAt: string;
  readonly lines: readonly OpenCartLine[];
  readonly totalAmount: number;
  readonly currencyCode: string;
}

/** What punchout/return and punchout/cancel answer: the form and the page that posts it. */
export interface ReturnedCart {
  readonly action: string;
  readonly itemCount: number;
  /** The mall's one-time page that posts the form to the requisition system. */
  readonly sendUrl: string;
}

/** What open-cart/pre-req answers: the cart's and each line's message, and whether it may go back. */
export interface OpenCartCheck {
  readonly passed: boolean;
  readonly messages: readonly string[];
  readonly lines: readonly { readonly productId: number; readonly itemCode: string; readonly errorMessage: string }[];
}

/** A product found by the open cart's search. */
export interface ProductHit {
  readonly productId: number;
  readonly productName: string;
  readonly itemCode: string;
  readonly price: number;
  readonly currencyCode: string;
  readonly uomName: string;
  readonly minPurchaseQuantity?: number;
  readonly minPackageQuantity?: number;
}

/** The requisition form sent with the open cart (spec 3 "open-cart submit"). */
export interface OpenCartForm {
  readonly addressId: number;
  readonly neededDate?: string;
  readonly remark?: string;
  readonly budgetId?: number;
}

/** One order line of the submit's answer: the address on receive channel 1, value lists null. */
export interface SubmittedLine {
  readonly lineId: number;
  readonly productId: number | null;
  readonly productSource: 'CATA' | 'MANUAL';
  readonly productName: string;
  readonly itemCode: string;
  readonly quantity: number;
  readonly totalPrice: number;
  readonly currencyCode: string;
  readonly address: { readonly addressId: number; readonly fullAddress: string; readonly receiveChannel: number };
  readonly cuxBudgetWarningFlag: 0 | 1;
}

/** What open-cart/submit answers. */
export interface SubmittedCart {
  readonly orderLineList: readonly SubmittedLine[];
  readonly budgetWarningCount: number;
}

/** A receiving address the buyer may choose. */
export interface ReceivingAddress {
  readonly addressId: number;
  readonly fullAddress: string;
  readonly contactName: string;
  readonly defaultFlag: 0 | 1;
}

/** A budget of the buyer's company the lines may be weighed against. */
export interface BudgetOption {
  readonly budgetId: number;
  readonly budgetName: string;
  readonly totalAmount: number;
  readonly occupiedAmount: number;
  readonly currencyCode: string;
}

export const OPEN_CART_PATH = '/req-open-cart';
export const OPEN_CART_RESULT_PATH = '/req-open-cart/result';

/** The open-cart calls (spec 1 section 7), through the mall's HTTP client. */
export function openCartApi(http: HttpClient) {
  return {
    checkIn: () => http.request<OpenCart>('POST', '/smal/v1/{org}/punchout/check-in'),
    update: (lines: readonly LineChange[]) => http.request<OpenCart>('POST', '/smal/v1/{org}/open-cart/list-update', { body: { lines } }),
    saveManual: (line: ManualLine) =>
      http.request<OpenCart & { savedLineId: number }>('POST', '/smal/v1/{org}/open-cart/manual-create', { body: { cartSource: 'MANUAL', openCartFlag: 1, ...line } }),
    preReq: () => http.request<OpenCartCheck>('POST', '/smal/v1/{org}/open-cart/pre-req'),
    submit: (form: OpenCartForm) => http.request<SubmittedCart>('POST', '/smal/v1/{org}/open-cart/submit', { body: form }),
    addresses: () => http.request<ReceivingAddress[]>('GET', '/smal/v1/{org}/addresss/list/choose', { query: { addressType: 'RECEIVER' } }),
    budgets: () => http.request<BudgetOption[]>('GET', '/smodr/v1/{org}/mall-requests/budget-options'),
    returnCart: () => http.request<ReturnedCart>('POST', '/smal/v1/{org}/punchout/return'),
    cancel: () => http.request<ReturnedCart>('POST', '/smal/v1/{org}/punchout/cancel'),
    search: async (keyword: string) =>
      (await http.request<{ content: ProductHit[] }>('GET', '/smal/v1/{org}/products', { query: { keyword, size: 10 } })).content,
  };
}
