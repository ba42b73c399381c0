import type { CompanyInvoice, CompanyOrderHeader } from '../../entities';
import { message } from '../../messages/message';
import { INVOICE_INFO_MENU, INVOICE_METHOD } from '../../constants/invoice-codes';
import { finding, isEmptyValue, type OrderFinding } from './order-finding';

const CODES = ['invoiceMethodCode', 'invoiceTypeCode', 'invoiceTitleTypeCode', 'invoiceDetailTypeCode'] as const;
const HEADER_AND_TAX: readonly (keyof CompanyInvoice)[] = ['invoiceHeader', 'taxRegistrationNumber'];
const FULL_TITLE: readonly (keyof CompanyInvoice)[] = [
  'taxRegistrationAddress',
  'taxRegistrationPhone',
  'depositBank',
  'bankAccountNum',
  'invoiceHeader',
  'taxRegistrationNumber',
];
/** Invoice types for which a header and a tax number are enough. */
const LIGHT_TYPES = ['1', '3'];

/**
 * The invoice fields an order still lacks: method, type, title type and detail type; then the
 * header and tax number for types 1 and 3, or all six title fields for the others (spec 1
 * section 5). Method 2 only disables the other choices in the dialog (spec 3): they keep their
 * values and are still required, as spec 1 exempts only the inner invoice under method 2.
 */
export function missingInvoiceFields(order: CompanyOrderHeader): string[] {
  const missing: string[] = CODES.filter((field) => isEmptyValue(order[field]));
  const title = LIGHT_TYPES.includes(order.invoiceTypeCode ?? '') ? HEADER_AND_TAX : FULL_TITLE;
  for (const field of title) if (isEmptyValue(order.companyInvoiceVO?.[field])) missing.push(field);
  return missing;
}

/** 'please complete invoice information' for each order with missing invoice fields. */
export function checkInvoiceCompleteness(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  return orders.flatMap((order, index) =>
    missingInvoiceFields(order).length > 0 ? [finding.error(message('order.invoice.incomplete'), finding.field(index, 'invoice'))] : [],
  );
}

const INNER_CODES = ['innerInvoiceMethodCode', 'innerInvoiceTypeCode', 'innerInvoiceTitleTypeCode', 'innerInvoiceDetailTypeCode'] as const;

/** Whether an order asks for the inner invoice: INVOICE_INFO is hidden and it holds a SALE agreement line. */
export function needsInnerInvoice(order: Pick<CompanyOrderHeader, 'shoppingCartDTOList'>, hideInnerMenuList: readonly string[] | undefined): boolean {
  return (hideInnerMenuList?.includes(INVOICE_INFO_MENU) ?? false) && order.shoppingCartDTOList.some((line) => line.agreementType === 'SALE');
}

/**
 * When the INVOICE_INFO inner menu is hidden, orders with SALE agreement lines need the inner
 * invoice fields unless their inner invoice method is 2.
 */
export function checkInnerInvoice(orders: readonly CompanyOrderHeader[], hideInnerMenuList: readonly string[] | undefined): OrderFinding[] {
  return orders.flatMap((order, index) => {
    if (!needsInnerInvoice(order, hideInnerMenuList) || order.innerInvoiceMethodCode === INVOICE_METHOD.second) return [];
    return INNER_CODES.some((field) => isEmptyValue(order[field]))
      ? [finding.error(message('order.invoice.incomplete'), finding.field(index, 'innerInvoice'))]
      : [];
  });
}

/** The invoice address is required: 'please select receiving address'. */
export function checkInvoiceAddress(orders: readonly CompanyOrderHeader[]): OrderFinding[] {
  return orders.flatMap((order, index) =>
    isEmptyValue(order.invoiceAddressId) ? [finding.error(message('order.invoice-address.required'), finding.field(index, 'invoiceAddressId'))] : [],
  );
}
