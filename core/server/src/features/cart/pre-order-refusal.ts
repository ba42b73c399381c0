import { INVOICE_TYPE, missingInvoiceFields, type CompanyOrderHeader, type OrderFinding } from '@mall/domain';
import type { ApiError } from '../../http/api-error';
import { ruleRefused } from './cart-quantity-check';

const SPECIAL_ONLY_FIELDS = ['taxRegistrationAddress', 'taxRegistrationPhone', 'depositBank', 'bankAccountNum'];

/**
 * The refusal of a blocking finding. Invoice findings answer the spec's four pre-order codes
 * (spec 1 section 8), which the browser shows as an error with the server's message; every
 * other rule answers its own domain key.
 */
export function preOrderRefusal(finding: OrderFinding, orders: readonly CompanyOrderHeader[]): ApiError {
  const target = finding.target;
  const order = 'order' in target ? orders[target.order] : undefined;
  if (finding.message.key === 'order.invoice-address.required') return ruleRefused('smodr.invoicer.info.not.null');
  if (finding.message.key === 'order.invoice.incomplete') {
    if (target.kind === 'field' && target.field === 'innerInvoice') return ruleRefused('smct.check.invoice.fail');
    const missing = order ? missingInvoiceFields(order) : [];
    const onlySpecialParams = missing.length > 0 && missing.every((field) => SPECIAL_ONLY_FIELDS.includes(field));
    if (order?.invoiceTypeCode === INVOICE_TYPE.special && onlySpecialParams) return ruleRefused('smodr.special.invoice.need.param');
    return ruleRefused('smodr.invoice.info.not.null');
  }
  return ruleRefused(finding.message.key, finding.message.params);
}
