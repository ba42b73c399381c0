import { checkInnerInvoice, checkInvoiceAddress, checkInvoiceCompleteness, missingInvoiceFields, needsInnerInvoice } from './invoice-completeness';
import { enUS } from '../../messages/en-US';
import { order, orderLine } from './order-fixtures';

const full = {
  invoiceHeader: 'ACME',
  taxRegistrationNumber: 'TAX',
  taxRegistrationAddress: 'Addr',
  taxRegistrationPhone: '010-1234567',
  depositBank: 'Bank',
  bankAccountNum: '6222',
};

describe('missing invoice fields', () => {
  it.each([
    ['type 1 with header and tax number', { invoiceTypeCode: '1' }, []],
    ['type 3 with header and tax number', { invoiceTypeCode: '3' }, []],
    ['type 1 without tax number', { invoiceTypeCode: '1', companyInvoiceVO: { invoiceHeader: 'ACME' } }, ['taxRegistrationNumber']],
    [
      'type 2 with header and tax number only',
      { invoiceTypeCode: '2' },
      ['taxRegistrationAddress', 'taxRegistrationPhone', 'depositBank', 'bankAccountNum'],
    ],
    ['type 2 with all six', { invoiceTypeCode: '2', companyInvoiceVO: full }, []],
    ['no method', { invoiceMethodCode: undefined }, ['invoiceMethodCode']],
    ['no type: all six needed', { invoiceTypeCode: undefined, companyInvoiceVO: full }, ['invoiceTypeCode']],
    ['no title type', { invoiceTitleTypeCode: '' }, ['invoiceTitleTypeCode']],
    ['no detail type', { invoiceDetailTypeCode: undefined }, ['invoiceDetailTypeCode']],
    // Spec 1 section 5: "Invoice info must be complete (method, type, title type, detail type)"; only the inner invoice is exempt under method 2.
    ['method 2 still needs the rest', { invoiceMethodCode: '2', invoiceTypeCode: undefined, companyInvoiceVO: {} }, ['invoiceTypeCode', ...Object.keys(full)].sort()],
    ['method 2 with everything', { invoiceMethodCode: '2', invoiceTypeCode: '2', companyInvoiceVO: full }, []],
  ])('%s', (_case, over, expected) => expect(missingInvoiceFields(order(over)).sort()).toEqual([...expected].sort()));

  it('gives "please complete invoice information" per incomplete order', () => {
    expect(checkInvoiceCompleteness([order(), order({ invoiceTypeCode: '2' })])).toEqual([
      { level: 'error', message: { key: 'order.invoice.incomplete' }, target: { kind: 'field', order: 1, field: 'invoice' } },
    ]);
    expect(enUS['order.invoice.incomplete']).toBe('please complete invoice information');
  });
});

describe('inner invoice when INVOICE_INFO is hidden', () => {
  const sale = [orderLine({ agreementType: 'SALE' })];
  const incomplete = [{ level: 'error', message: { key: 'order.invoice.incomplete' }, target: { kind: 'field', order: 0, field: 'innerInvoice' } }];
  const inner = { innerInvoiceMethodCode: '1', innerInvoiceTypeCode: '1', innerInvoiceTitleTypeCode: '1', innerInvoiceDetailTypeCode: '1' };
  it.each([
    ['menu visible', [order({ shoppingCartDTOList: sale })], [], []],
    ['hidden, SALE line, no inner fields', [order({ shoppingCartDTOList: sale })], ['INVOICE_INFO'], incomplete],
    ['hidden, SALE line, inner fields complete', [order({ shoppingCartDTOList: sale, ...inner })], ['INVOICE_INFO'], []],
    ['hidden, SALE line, inner method 2', [order({ shoppingCartDTOList: sale, innerInvoiceMethodCode: '2' })], ['INVOICE_INFO'], []],
    ['hidden, no SALE line', [order()], ['INVOICE_INFO'], []],
  ])('%s', (_case, orders, hidden, expected) => expect(checkInnerInvoice(orders, hidden)).toEqual(expected));
});

it.each([
  ['with an invoice address', { invoiceAddressId: 3 }, []],
  [
    'without an invoice address',
    { invoiceAddressId: undefined },
    [{ level: 'error', message: { key: 'order.invoice-address.required' }, target: { kind: 'field', order: 0, field: 'invoiceAddressId' } }],
  ],
])('invoice address: %s', (_case, over, expected) => expect(checkInvoiceAddress([order(over)])).toEqual(expected));

it.each([
  ['menu visible', [orderLine({ agreementType: 'SALE' })], [], false],
  ['hidden with a SALE line', [orderLine(), orderLine({ agreementType: 'SALE' })], ['INVOICE_INFO'], true],
  ['hidden without a SALE line', [orderLine()], ['INVOICE_INFO'], false],
])('needs the inner invoice: %s', (_case, lines, hidden, expected) => expect(needsInnerInvoice(order({ shoppingCartDTOList: lines }), hidden)).toBe(expected));
