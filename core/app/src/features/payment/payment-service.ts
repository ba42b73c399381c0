import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';

/** The lot's waiting payment, as `payments/payment-create` answers it. */
export interface PaymentOrder {
  readonly paymentOrderNum: string;
  readonly cashierUri?: string;
  /** Some gateways answer the cashier as a page to show rather than a link. */
  readonly cashierHtml?: string;
  readonly amount: number;
  readonly currencyCode: string;
  /** The orders this payment pays (a lot may also hold orders settled another way). */
  readonly orderNumList?: readonly string[];
}

/** `orders/order-payment`: whether the payment went through (successFlag 1 with PAID). */
export interface PaymentStatus {
  readonly paymentOrderNum: string;
  readonly batchNum: string;
  readonly status: 'WAITING' | 'PAID' | string;
  readonly successFlag: 0 | 1;
}

export interface PayUrlItem {
  readonly nonceStr: string;
  readonly payFee: number;
  readonly batchNum: string;
  readonly orderInfoJsonStr?: string;
}

/** `sd/pay-url`: the cashier link to send the browser to. */
export interface PayUrl {
  readonly payUrl: string;
  readonly waitTradeNo?: string;
  readonly token?: string;
}

/** Online payment of a lot (spec 1 section 7 "Order payment and procurement"). */
export interface PaymentService {
  /** Opens (or finds) the lot's waiting payment; the cashier comes back to `returnUrl`. */
  createPayment(batchNum: string, returnUrl: string): Promise<PaymentOrder>;
  payUrl(items: readonly PayUrlItem[]): Promise<PayUrl>;
  status(paymentOrderNum: string): Promise<PaymentStatus>;
  /** How many orders the lot holds (the `pr-lot-num` answer); 0 while none are known. */
  lotOrderCount(batchNum: string): Promise<number>;
}

export const PaymentServiceToken = defineServiceToken<PaymentService>('PaymentService');

@injectable()
export class PaymentServiceImpl implements PaymentService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  createPayment(batchNum: string, returnUrl: string): Promise<PaymentOrder> {
    return this.http.request<PaymentOrder>('POST', '/smodr/v1/{org}/payments/payment-create', { body: { batchNum, returnUrl } });
  }

  payUrl(items: readonly PayUrlItem[]): Promise<PayUrl> {
    return this.http.request<PayUrl>('POST', '/sd/v1/{org}/pay-url', { body: items });
  }

  status(paymentOrderNum: string): Promise<PaymentStatus> {
    return this.http.request<PaymentStatus>('POST', '/smodr/v1/{org}/orders/order-payment', { body: { paymentOrderNum } });
  }

  async lotOrderCount(batchNum: string): Promise<number> {
    const answer = await this.http.request<{ prHeaderIdList?: readonly number[] } | undefined>('GET', '/smodr/v1/{org}/orders/pr-lot-num', { query: { batchNum } });
    return answer?.prHeaderIdList?.length ?? 0;
  }
}
