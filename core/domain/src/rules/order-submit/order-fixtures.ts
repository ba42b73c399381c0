import type { CartLine, CompanyOrderHeader } from '../../entities';

/** A complete, valid catalogue order for the order-submit tests to break one field at a time. */
export function orderLine(over: Partial<CartLine> = {}): CartLine {
  return { cartId: 1, productId: 1, productName: 'p', productSource: 'CATA', quantity: 1, latestPrice: 1, currencyCode: 'CNY', ...over };
}

export function order(over: Partial<CompanyOrderHeader> = {}): CompanyOrderHeader {
  return {
    key: 'o',
    invoiceMethodCode: '1',
    invoiceTypeCode: '1',
    invoiceTitleTypeCode: '1',
    invoiceDetailTypeCode: '1',
    companyInvoiceVO: { invoiceHeader: 'ACME', taxRegistrationNumber: 'TAX1' },
    invoiceAddressId: 9,
    shoppingCartDTOList: [orderLine()],
    ...over,
  };
}
