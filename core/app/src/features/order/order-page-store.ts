import { isCartLineCheckFailed, type CartLine, type CompanyInvoice, type InvoiceDialogValues } from '@mall/domain';
import { makeAutoObservable } from 'mobx';
import type { OrderRow } from './order-service';

/** A message placed on the page: translated by key with params, or the server's text as is. */
export type PlacedMessage = { readonly key: string; readonly params?: Record<string, unknown> } | { readonly text: string };

/** Where a message sits: an order header field, a line field, the order header itself. */
export function placeKey(order: number, field?: string, line?: number): string {
  return `${order}|${line ?? ''}|${field ?? ''}`;
}

/**
 * Everything the buyer entered on one visit of the pre-submit page: the orders with their
 * header and line values, the selected lines, the messages placed by the last submit attempt
 * and whether a submit is running. Lives as long as the page, so a failed call loses nothing.
 */
export class OrderPageStore {
  orders: OrderRow[];
  /** Cart ids selected for the submit; every line that passed the pre-check starts selected. */
  selected = new Set<number>();
  messages = new Map<string, PlacedMessage>();
  submitting = false;
  /** One key per page visit, reused on every retry, so the server makes the order once. */
  readonly idempotencyKey: string;

  constructor(orders: readonly OrderRow[], idempotencyKey: string = globalThis.crypto.randomUUID()) {
    this.orders = orders.map((order) => ({ ...order, shoppingCartDTOList: order.shoppingCartDTOList.map((line) => ({ ...line })) }));
    for (const order of this.orders) for (const line of order.shoppingCartDTOList) if (!isCartLineCheckFailed(line)) this.selected.add(line.cartId);
    this.idempotencyKey = idempotencyKey;
    makeAutoObservable(this, { idempotencyKey: false });
  }

  setHeader(index: number, values: Partial<OrderRow>): void {
    const order = this.orders[index];
    if (!order) return;
    Object.assign(order, values);
    for (const field of Object.keys(values)) this.messages.delete(placeKey(index, field));
  }

  setLine(index: number, cartId: number, values: Partial<CartLine>): void {
    const line = this.orders[index]?.shoppingCartDTOList.find((l) => l.cartId === cartId);
    if (!line) return;
    Object.assign(line, values);
    for (const field of Object.keys(values)) this.messages.delete(placeKey(index, field, cartId));
  }

  /** The invoice dialog's OK: codes on the header, title fields in companyInvoiceVO. */
  setInvoice(index: number, values: InvoiceDialogValues): void {
    const { invoiceMethodCode, invoiceTypeCode, invoiceTitleTypeCode, invoiceDetailTypeCode, ...title } = values;
    this.setHeader(index, { invoiceMethodCode, invoiceTypeCode, invoiceTitleTypeCode, invoiceDetailTypeCode, companyInvoiceVO: title as CompanyInvoice });
    this.messages.delete(placeKey(index, 'invoice'));
  }

  /** The inner invoice dialog's OK: the four inner codes. */
  setInnerInvoice(index: number, values: InvoiceDialogValues): void {
    this.setHeader(index, {
      innerInvoiceMethodCode: values.invoiceMethodCode,
      innerInvoiceTypeCode: values.invoiceTypeCode,
      innerInvoiceTitleTypeCode: values.invoiceTitleTypeCode,
      innerInvoiceDetailTypeCode: values.invoiceDetailTypeCode,
    });
    this.messages.delete(placeKey(index, 'innerInvoice'));
  }

  setSelected(index: number, cartIds: readonly number[]): void {
    for (const line of this.orders[index]?.shoppingCartDTOList ?? []) this.selected.delete(line.cartId);
    for (const id of cartIds) this.selected.add(id);
  }

  /** The orders as the submit sees them: selected lines only, orders left without lines dropped; with their page index. */
  get candidates(): { index: number; order: OrderRow }[] {
    return this.orders
      .map((order, index) => ({ index, order: { ...order, shoppingCartDTOList: order.shoppingCartDTOList.filter((l) => this.selected.has(l.cartId)) } }))
      .filter((c) => c.order.shoppingCartDTOList.length > 0);
  }

  place(messages: ReadonlyMap<string, PlacedMessage>): void {
    this.messages = new Map(messages);
  }

  messageAt(order: number, field?: string, line?: number): PlacedMessage | undefined {
    return this.messages.get(placeKey(order, field, line));
  }

  setSubmitting(on: boolean): void {
    this.submitting = on;
  }
}

/** Makes the order page's store from the pre-order answer; bound in the order module so the page does not build it. */
export type OrderPageStoreFactory = (orders: readonly OrderRow[]) => OrderPageStore;
export const OrderPageStoreFactoryToken = Symbol.for('mall.OrderPageStoreFactory');
