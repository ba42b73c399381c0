import type { AfterSaleReason, AfterSaleStatus, AfterSaleType } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';

export interface AfterSaleRequest {
  requestId: number;
  requestNum: string;
  poHeaderId: number;
  orderCode: string;
  requestType: AfterSaleType;
  reasonCode: AfterSaleReason;
  description?: string;
  status: AfterSaleStatus;
  creationDate: string;
}

export interface AfterSaleDetail extends AfterSaleRequest {
  lines: { poLineId: number; lineNum: number; skuName: string; uomName: string; quantity: number }[];
  track: { status: AfterSaleStatus; note?: string; operateTime: string }[];
}

export interface AfterSaleApplication {
  poHeaderId: number;
  requestType: AfterSaleType;
  reasonCode: AfterSaleReason;
  description?: string;
  lines: { poLineId: number; quantity: number }[];
}

export interface OrderReview {
  poHeaderId: number;
  canReview: boolean;
  comment?: { rating: number; content: string; creationDate: string };
}

/** After-sales requests and the review of an order (the pages spec 2 section 2 names). */
export interface AfterSalesService {
  list(poHeaderId: number, signal?: AbortSignal): Promise<AfterSaleRequest[]>;
  detail(requestId: number, signal?: AbortSignal): Promise<AfterSaleDetail>;
  apply(application: AfterSaleApplication): Promise<AfterSaleDetail>;
  cancel(requestId: number): Promise<AfterSaleDetail>;
  review(poHeaderId: number, signal?: AbortSignal): Promise<OrderReview>;
  submitReview(poHeaderId: number, rating: number, content: string): Promise<OrderReview>;
}

export const AfterSalesServiceToken = defineServiceToken<AfterSalesService>('AfterSalesService');

const BASE = '/smodr/v1/{org}';

@injectable()
export class AfterSalesServiceImpl implements AfterSalesService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  list(poHeaderId: number, signal?: AbortSignal): Promise<AfterSaleRequest[]> {
    return this.http.request('GET', `${BASE}/aftersales`, { query: { poHeaderId }, signal });
  }

  detail(requestId: number, signal?: AbortSignal): Promise<AfterSaleDetail> {
    return this.http.request('GET', `${BASE}/aftersales/${requestId}`, { signal });
  }

  apply(application: AfterSaleApplication): Promise<AfterSaleDetail> {
    return this.http.request('POST', `${BASE}/aftersales`, { body: application });
  }

  cancel(requestId: number): Promise<AfterSaleDetail> {
    return this.http.request('POST', `${BASE}/aftersales/${requestId}/cancel`);
  }

  review(poHeaderId: number, signal?: AbortSignal): Promise<OrderReview> {
    return this.http.request('GET', `${BASE}/order-comments/${poHeaderId}`, { signal });
  }

  submitReview(poHeaderId: number, rating: number, content: string): Promise<OrderReview> {
    return this.http.request('POST', `${BASE}/order-comments`, { body: { poHeaderId, rating, content } });
  }
}
