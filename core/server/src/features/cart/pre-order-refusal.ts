import { INVOICE_TYPE, missingInvoiceFields, type CompanyOrderHeader, type OrderFinding } from '@mall/domain';
import type { ServerOrderMessage, ServerSubmitRefusal } from '@mall/sdk/server';
import { ApiError } from '../../http/api-error';
import { translate, type Language } from '../../http/messages';
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

/** One order's message in a refused submit: `index` is the header's place in the submitted body. */
export interface OrderMessage {
  readonly index: number;
  readonly key?: string;
  readonly code: string;
  readonly params?: Record<string, string | number>;
}

/**
 * A refused submit that also says which orders failed (spec 1 section 4 step 6: "A per-order
 * message flagged 1 from the submit validation blocks the submit and is shown in that order's
 * header"): the failed answer carries `orderMessageList [{ index, key, errorFlag: 1, errorMessage }]`.
 */
export class PreOrderRefused extends ApiError {
  constructor(
    refusal: ApiError,
    readonly orderMessages: readonly OrderMessage[],
  ) {
    super(refusal.status, refusal.code, refusal.params, refusal.type);
  }

  override toAnswer(language: Language) {
    const orderMessageList = this.orderMessages.map(({ index, key, code, params }) => ({
      index,
      ...(key !== undefined ? { key } : {}),
      errorFlag: 1 as const,
      errorMessage: translate(code, language, params),
    }));
    return { ...super.toAnswer(language), orderMessageList };
  }
}

/**
 * Core's rule findings as a submit validator's refusal: the first blocking finding's refusal,
 * with one message per order that has a blocking finding (its first, as the rules run in the
 * spec's order); `order` is the finding's place in the validated orders.
 */
export function refusalOfFindings(findings: readonly OrderFinding[], orders: readonly CompanyOrderHeader[]): ServerSubmitRefusal {
  const messages = new Map<number, ServerOrderMessage>();
  for (const finding of findings) {
    if (!('order' in finding.target)) continue;
    const order = finding.target.order;
    if (messages.has(order)) continue;
    const refusal = preOrderRefusal(finding, orders);
    messages.set(order, { order, code: refusal.code, params: refusal.params });
  }
  const first = preOrderRefusal(findings[0]!, orders);
  return { code: first.code, params: first.params, orders: [...messages.values()] };
}

/**
 * The answer of a submit validator's refusal (core's or a plugin's): 422 with the refusal's
 * message and its order messages. `submitted` maps a validated order back to its place in the
 * submitted body and the key the browser sent with it.
 */
export function preOrderRefused(refusal: ServerSubmitRefusal, submitted: (validated: number) => { index: number; key?: string }): PreOrderRefused {
  return new PreOrderRefused(
    ruleRefused(refusal.code, { ...refusal.params }),
    (refusal.orders ?? []).map(({ order, code, params }) => ({ ...submitted(order), code, ...(params ? { params: { ...params } } : {}) })),
  );
}
