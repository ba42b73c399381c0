import { invoiceDialogState, validateInvoiceDialog, type InvoiceDialogValues } from './invoice-dialog';

const required = { key: 'form.required' };
const company: InvoiceDialogValues = {
  invoiceMethodCode: '1',
  invoiceTypeCode: '2',
  invoiceTitleTypeCode: '1',
  invoiceDetailTypeCode: '1',
  invoiceHeader: 'ACME',
  taxRegistrationNumber: 'TAX',
  depositBank: 'Bank',
  taxRegistrationAddress: 'Addr',
  taxRegistrationPhone: '010-1234567',
  bankAccountNum: '6222',
};

describe('invoice dialog state', () => {
  it.each([
    ['company title, company payment', { invoiceTitleTypeCode: '1' }, undefined, { specialInvoiceDisabled: false, otherFieldsDisabled: false }],
    ['personal payment', { invoiceTitleTypeCode: '1' }, 'PERSONAL_PAYMENT', { specialInvoiceDisabled: true, otherFieldsDisabled: false }],
    ['personal title', { invoiceTitleTypeCode: '2' }, undefined, { specialInvoiceDisabled: true, otherFieldsDisabled: false }],
    ['detail 100', { invoiceDetailTypeCode: '100' }, undefined, { specialInvoiceDisabled: true, otherFieldsDisabled: false }],
    ['method 2', { invoiceMethodCode: '2' }, undefined, { specialInvoiceDisabled: false, otherFieldsDisabled: true }],
  ])('%s', (_case, values, payment, expected) => expect(invoiceDialogState(values, payment)).toEqual(expected));
});

describe('invoice dialog validation', () => {
  it.each([
    ['complete company invoice', company, {}, {}],
    ['empty dialog', {}, {}, { invoiceMethodCode: required, invoiceTypeCode: required, invoiceTitleTypeCode: required, invoiceDetailTypeCode: required }],
    // Spec 3: "Method, type, title, detail all required ... method 2 disables the others" (disabled, not exempt).
    ['method 2 still needs the others', { invoiceMethodCode: '2' }, {}, { invoiceTypeCode: required, invoiceTitleTypeCode: required, invoiceDetailTypeCode: required }],
    ['method 2 with the others kept', { ...company, invoiceMethodCode: '2' }, {}, {}],
    ['personal title needs no company fields', { invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '2', invoiceDetailTypeCode: '1' }, {}, {}],
    [
      'company title without its fields',
      { invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1' },
      {},
      {
        invoiceHeader: required,
        taxRegistrationNumber: required,
        depositBank: required,
        taxRegistrationAddress: required,
        taxRegistrationPhone: required,
        bankAccountNum: required,
      },
    ],
    ['phone and account optional', { ...company, taxRegistrationPhone: '', bankAccountNum: undefined }, { phoneAndAccountOptional: true }, {}],
    ['remark of 100 characters', { ...company, invoiceRemark: 'x'.repeat(100) }, {}, {}],
    ['remark of 101 characters', { ...company, invoiceRemark: 'x'.repeat(101) }, {}, { invoiceRemark: { key: 'invoice.remark.max-length', params: { max: 100 } } }],
  ])('%s', (_case, values, options, expected) => expect(validateInvoiceDialog(values, options)).toEqual(expected));
});
