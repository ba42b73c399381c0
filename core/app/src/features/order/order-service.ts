import type { CartLine, CompanyOrderHeader, PreOrderResponse } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';

/** One order of the pre-submit page as pre-req and buy-now answer it: the header row plus display extras. */
export type OrderRow = CompanyOrderHeader & {
  supplierCompanyName?: string;
  currencyCode?: string;
  totalAmount?: number;
  [extra: string]: unknown;
};

/** What pre-req and buy-now answer, and what the pre-submit page receives in navigation state. */
export interface OrderData {
  orderList: OrderRow[];
  failedCount?: number;
  cartId?: number;
}

/** The submit payload fields of spec 1 section 3 that go with every header. */
export interface SubmitPayload {
  returnUrl: string;
  purchaseType: string;
  terminalTypeCode: 'PC';
  unitId?: number;
  unitName?: string;
}

/** `orders/pr-lot-num`: empty while the lot has no orders yet. */
export interface LotNumAnswer {
  result?: string;
  batchNum?: string;
  prHeaderId?: number;
  prHeaderIdList?: number[];
}

/** The order calls of spec 1 section 7 "Cart" (pre-req, pre-order) and "Tools" (pr-lot-num). */
export interface OrderService {
  preReq(cartIds: readonly number[], unitId: number | undefined): Promise<OrderData>;
  /** Rejects with the HttpError unshown: the submit flow presents pre-order failures itself (spec 1 section 8). */
  preOrder(headers: readonly object[], idempotencyKey: string, query?: PreOrderQuery): Promise<PreOrderResponse>;
  lotNum(batchNum: string): Promise<LotNumAnswer>;
  /**
   * `tools/enable-order-center-flag`: whether a submit is an order-management request, whose lot
   * number is polled (spec 1 section 4 step 4). A failed call counts as not.
   */
  orderCenterEnabled(): Promise<boolean>;
}

/**
 * The pre-order call's query: spec 1 section 7 'POST shopping-carts/pre-order | query
 * customizeUnitCode', and memberFlag 1 in the personal mall (as `prepare` and the config call
 * send it), by which the server spends the member's points.
 */
export interface PreOrderQuery {
  readonly customizeUnitCode?: string;
  readonly memberFlag?: 1;
}

export const OrderServiceToken = defineServiceToken<OrderService>('OrderService');

const CARTS = '/smal/v1/{org}/shopping-carts';

/** Request options with the idempotency header, for a client that sends extra headers. */
type SubmitOptions = CoreRequestOptions & { readonly headers?: Readonly<Record<string, string>> };

@injectable()
export class OrderServiceImpl implements OrderService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async preReq(cartIds: readonly number[], unitId: number | undefined): Promise<OrderData> {
    const answer = await this.http.request<OrderData | undefined>('POST', `${CARTS}/pre-req`, { query: { unitId }, body: cartIds });
    return { ...answer, orderList: answer?.orderList ?? [] };
  }

  async preOrder(headers: readonly object[], idempotencyKey: string, query: PreOrderQuery = {}): Promise<PreOrderResponse> {
    const options: SubmitOptions = { query: { ...query }, body: headers, present: false, headers: { 'Idempotency-Key': idempotencyKey } };
    return (await this.http.request<PreOrderResponse | undefined>('POST', `${CARTS}/pre-order`, options)) ?? {};
  }

  async lotNum(batchNum: string): Promise<LotNumAnswer> {
    const options: CoreRequestOptions = { query: { batchNum }, present: false };
    return (await this.http.request<LotNumAnswer | undefined>('GET', '/smodr/v1/{org}/orders/pr-lot-num', options)) ?? {};
  }

  async orderCenterEnabled(): Promise<boolean> {
    const options: CoreRequestOptions = { present: false };
    const answer = await this.http
      .request<{ enableOrderCenterFlag?: number | string } | undefined>('GET', '/smodr/v1/{org}/tools/enable-order-center-flag', options)
      .catch(() => undefined);
    return Number(answer?.enableOrderCenterFlag) === 1;
  }
}

/** The lines of an order as the pre-order body takes them. */
export function submitLine(line: CartLine) {
  return {
    cartId: line.cartId,
    quantity: line.quantity,
    remark: line.remark || undefined,
    productRemarkFlag: line.productRemarkFlag,
    neededDate: line.neededDate || undefined,
    qtHeaderNo: line.qtHeaderNo || undefined,
    // tenant line fields (fields.order-line) travel in the generic attribute slots
    ...Object.fromEntries(Object.entries(line).filter(([key]) => key.startsWith('attribute'))),
  };
}
