import type { CompanyInvoice } from '../entities';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { INVOICE_DETAIL_TYPE_100, INVOICE_METHOD, INVOICE_REMARK_MAX_LENGTH, INVOICE_TITLE_TYPE } from '../constants/invoice-codes';
import { PERSONAL_PAYMENT } from '../constants/product';
import { isEmptyValue } from './order-submit/order-finding';

export interface InvoiceDialogValues extends CompanyInvoice {
  invoiceMethodCode?: string;
  invoiceTypeCode?: string;
  invoiceTitleTypeCode?: string;
  invoiceDetailTypeCode?: string;
}

export interface InvoiceDialogState {
  /** The special invoice (type 2) cannot be chosen. */
  specialInvoiceDisabled: boolean;
  /** Method 2 is chosen: type, title type and detail type are disabled. */
  otherFieldsDisabled: boolean;
}

/** Spec 3: special invoice is off for personal payment, a personal title or detail code 100; method 2 disables the others. */
export function invoiceDialogState(values: InvoiceDialogValues, paymentMethodCode?: string): InvoiceDialogState {
  return {
    specialInvoiceDisabled:
      paymentMethodCode === PERSONAL_PAYMENT ||
      values.invoiceTitleTypeCode === INVOICE_TITLE_TYPE.personal ||
      values.invoiceDetailTypeCode === INVOICE_DETAIL_TYPE_100,
    otherFieldsDisabled: values.invoiceMethodCode === INVOICE_METHOD.second,
  };
}

export type InvoiceDialogErrors = Partial<Record<keyof InvoiceDialogValues, DomainMessage>>;

/**
 * Method, type, title type and detail are required (spec 3 "Method, type, title, detail all
 * required"); a non-personal title needs the title, tax number, bank and address, and phone
 * and account unless a tenant makes them optional; the remark has at most 100 characters.
 * Method 2 disables the other fields but does not exempt them: they keep the values they had.
 */
export function validateInvoiceDialog(values: InvoiceDialogValues, options: { phoneAndAccountOptional?: boolean } = {}): InvoiceDialogErrors {
  const errors: InvoiceDialogErrors = {};
  const require = (field: keyof InvoiceDialogValues) => {
    if (isEmptyValue(values[field])) errors[field] = message('form.required');
  };
  require('invoiceMethodCode');
  require('invoiceTypeCode');
  require('invoiceTitleTypeCode');
  require('invoiceDetailTypeCode');
  if (!isEmptyValue(values.invoiceTitleTypeCode) && values.invoiceTitleTypeCode !== INVOICE_TITLE_TYPE.personal) {
    require('invoiceHeader');
    require('taxRegistrationNumber');
    require('depositBank');
    require('taxRegistrationAddress');
    if (!options.phoneAndAccountOptional) {
      require('taxRegistrationPhone');
      require('bankAccountNum');
    }
  }
  if ((values.invoiceRemark?.length ?? 0) > INVOICE_REMARK_MAX_LENGTH) {
    errors.invoiceRemark = message('invoice.remark.max-length', { max: INVOICE_REMARK_MAX_LENGTH });
  }
  return errors;
}
