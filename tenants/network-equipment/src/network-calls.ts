/**
 * The tenant's scripted marmot-api calls (spec 3 section 7). Spec 3 gives their bodies and
 * answers, not their names; the names are ours and the server entry uses the same.
 */
export const ADDRESS_CHECK_PATH = '/marmot/v1/{org}/marmot-api/zyt-address-check';
export const ADDRESS_APPLY_PATH = '/marmot/v1/{org}/marmot-api/zyt-address-apply';
export const SUBMIT_CHECK_PATH = '/marmot/v1/{org}/marmot-api/zyt-submit-check';

/** The address check's answer: checkAddressFlag 1 when IT lines should go to the cost centre's IT address. */
export interface AddressCheckAnswer {
  readonly checkAddressFlag: 0 | 1;
  readonly address?: { readonly addressId: number; readonly fullAddress: string; readonly contactName: string };
  /** The IT lines not yet delivered there. */
  readonly lines?: readonly { readonly cartId: number; readonly productName: string }[];
}

/** The submit check's answer: the lines and orders each confirmation lists. */
export interface SubmitCheckAnswer {
  readonly externalStock: readonly { readonly cartId: number; readonly productName: string; readonly supplierName: string }[];
  readonly failedSamples: readonly { readonly cartId: number; readonly productName: string; readonly sampleNo: string; readonly reason: string }[];
  readonly invoiceMismatch: readonly { readonly orderKey: string; readonly supplierName: string; readonly invoiceAddress: string; readonly jdInvoiceAddress: string }[];
}
