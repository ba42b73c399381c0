import type { CompanyOrderHeader, UserConfig } from '@mall/domain';
import { submitLine } from '../order-service';

const HEADER_FIELDS = [
  'key', 'companyId', 'minPurchaseFlag', 'remark', 'remarkRequired', 'remarkFieldName', 'wholeOrderFlag', 'wholeOrderFlagRequired',
  'prTypeId', 'prTypeIdRequired', 'neededDate', 'attachmentUuid', 'paymentMethodCode', 'invoiceMethodCode', 'invoiceTypeCode',
  'invoiceTitleTypeCode', 'invoiceDetailTypeCode', 'companyInvoiceVO', 'innerInvoiceMethodCode', 'innerInvoiceTypeCode',
  'innerInvoiceTitleTypeCode', 'innerInvoiceDetailTypeCode', 'invoiceAddressId',
] as const;

/**
 * One header of the pre-order body: the company order header row (spec 1 section 3) with its
 * tenant attribute fields, plus the submit payload: returnUrl, purchaseType COMPANY (spec 1
 * section 3, in both malls: the personal mall is told by the pre-order call's memberFlag, which
 * is how the server knows to spend the member's points), terminal PC, the buying unit and
 * deliveryMethod copied from wholeOrderFlag.
 */
export function submitHeader(order: CompanyOrderHeader, config: UserConfig, returnUrl: string) {
  const header: Record<string, unknown> = {};
  for (const field of HEADER_FIELDS) if (order[field] !== undefined && order[field] !== '') header[field] = order[field];
  for (const [field, value] of Object.entries(order)) if (field.startsWith('attribute') && value !== undefined) header[field] = value;
  return {
    ...header,
    returnUrl,
    purchaseType: config.purchaseType || 'COMPANY',
    terminalTypeCode: 'PC' as const,
    unitId: config.unitId,
    unitName: config.unitName,
    deliveryMethod: order.wholeOrderFlag,
    shoppingCartDTOList: order.shoppingCartDTOList.map(submitLine),
  };
}
