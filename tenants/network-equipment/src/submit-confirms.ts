import { msg, outcome, type CompanyOrderHeader, type OrderSubmitInput, type OrderSubmitValidator, type OrderSubmitContext, type HttpClient } from '@mall/sdk';
import { ADDRESS_APPLY_PATH, ADDRESS_CHECK_PATH, SUBMIT_CHECK_PATH, type AddressCheckAnswer, type SubmitCheckAnswer } from './network-calls';

const column = (key: string, name: string, width?: number) => ({ key, title: msg(`network-equipment.column.${name}`), ...(width ? { width } : {}) });
const cartIdsOf = (orders: readonly CompanyOrderHeader[]) => orders.flatMap((o) => o.shoppingCartDTOList.map((l) => l.cartId));

/**
 * One submit check call per submit, shared by the three confirmations that read it (keyed by the
 * submit's input object, which the mall hands every validator alike).
 */
const submitChecks = new WeakMap<OrderSubmitInput, Promise<SubmitCheckAnswer | undefined>>();
function submitCheck(input: OrderSubmitInput, http: HttpClient): Promise<SubmitCheckAnswer | undefined> {
  let answer = submitChecks.get(input);
  if (!answer) {
    const orders = input.orders.map((o) => ({ orderKey: o.key, invoiceAddressId: o.invoiceAddressId, cartIds: o.shoppingCartDTOList.map((l) => l.cartId) }));
    // No answer blocks nothing: the HTTP client has told the buyer.
    answer = http.request<SubmitCheckAnswer>('POST', SUBMIT_CHECK_PATH, { body: { orders } }).catch(() => undefined);
    submitChecks.set(input, answer);
  }
  return answer;
}

/**
 * Spec 3 section 8 'IT category / cost-centre address note: continuing updates receiving info'.
 * IT goods of the order go to the cost centre's IT address: the buyer is told which lines and
 * where; continuing moves those lines there (the address save), cancelling changes nothing.
 */
export const addressNote: OrderSubmitValidator = {
  id: 'network-equipment.order.address-note',
  order: 310,
  async validate({ orders }, ctx: OrderSubmitContext) {
    if (!ctx.http || orders.length === 0) return [];
    const http = ctx.http;
    const companyId = orders[0]!.companyId ?? ctx.config.companyId;
    const answer = await http
      .request<AddressCheckAnswer>('GET', ADDRESS_CHECK_PATH, {
        query: { companyId, invOrganizationId: ctx.config.invOrganizationId ?? '', cartIds: cartIdsOf(orders).join(',') },
      })
      .catch(() => undefined);
    if (answer?.checkAddressFlag !== 1 || !answer.address || !answer.lines?.length) return [];
    const lines = answer.lines;
    return [
      outcome.confirm(msg('network-equipment.address-note', { address: answer.address.fullAddress, contact: answer.address.contactName }), { kind: 'submit' }, {
        title: msg('network-equipment.address-note.title'),
        content: { kind: 'list', items: lines.map((l) => l.productName), limit: 10 },
        onConfirm: async () => {
          await http.request('POST', ADDRESS_APPLY_PATH, { body: { companyId, cartIds: lines.map((l) => l.cartId) } });
        },
      }),
    ];
  },
};

/** Spec 3 section 8: confirmation for goods shipped from external stock, listed with their supplier. */
export const externalStock: OrderSubmitValidator = {
  id: 'network-equipment.order.external-stock',
  order: 320,
  async validate(input, ctx) {
    const rows = ctx.http ? ((await submitCheck(input, ctx.http))?.externalStock ?? []) : [];
    if (rows.length === 0) return [];
    return [
      outcome.confirm(msg('network-equipment.external-stock'), { kind: 'submit' }, {
        title: msg('network-equipment.external-stock.title'),
        content: { kind: 'table', columns: [column('productName', 'product'), column('supplierName', 'supplier', 200)], rows: rows.map(({ productName, supplierName }) => ({ productName, supplierName })) },
      }),
    ];
  },
};

/** Spec 3 section 8: confirmation for goods whose compatibility sample failed, with sample and reason. */
export const failedSamples: OrderSubmitValidator = {
  id: 'network-equipment.order.compat-sample',
  order: 330,
  async validate(input, ctx) {
    const rows = ctx.http ? ((await submitCheck(input, ctx.http))?.failedSamples ?? []) : [];
    if (rows.length === 0) return [];
    return [
      outcome.confirm(msg('network-equipment.compat-sample'), { kind: 'submit' }, {
        title: msg('network-equipment.compat-sample.title'),
        content: {
          kind: 'table',
          columns: [column('productName', 'product'), column('sampleNo', 'sample-no', 140), column('reason', 'reason')],
          rows: rows.map(({ productName, sampleNo, reason }) => ({ productName, sampleNo, reason })),
        },
      }),
    ];
  },
};

/** Spec 3 section 8: JD orders whose invoice address differs from the one registered with JD, listed. */
export const invoiceMismatch: OrderSubmitValidator = {
  id: 'network-equipment.order.invoice-mismatch',
  order: 340,
  async validate(input, ctx) {
    const rows = ctx.http ? ((await submitCheck(input, ctx.http))?.invoiceMismatch ?? []) : [];
    if (rows.length === 0) return [];
    return [
      outcome.confirm(msg('network-equipment.invoice-mismatch'), { kind: 'submit' }, {
        title: msg('network-equipment.invoice-mismatch.title'),
        content: {
          kind: 'table',
          columns: [column('supplierName', 'order', 140), column('invoiceAddress', 'invoice-address'), column('jdInvoiceAddress', 'jd-invoice-address')],
          rows: rows.map(({ supplierName, invoiceAddress, jdInvoiceAddress }) => ({ supplierName, invoiceAddress, jdInvoiceAddress })),
        },
      }),
    ];
  },
};
