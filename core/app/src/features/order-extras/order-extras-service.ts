import type { Channel, OrderExtraInfo as ExtraInfo } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreHttpClient } from '../../platform/http';
import type { OrderDetail } from '../my-orders';

export type { OrderExtraField as ExtraField, OrderCustomDimension as CustomDimension, OrderExtraLine as ExtraLine, OrderExtraInfo as ExtraInfo } from '@mall/domain';

export interface OrderMessage {
  messageId: number;
  authorName: string;
  content: string;
  creationDate: string;
  ownFlag: boolean;
}

export interface ResubmitCheck {
  checkFlag: 0 | 1;
  failedList: { poLineId: number; skuName: string }[];
}

/** The five purchase-unit dimensions (spec 2 section 2 "Purchase-unit dimension form"). */
export const PURCHASE_UNIT_DIMENSIONS = ['PURCHASE_ORGANIZATION', 'COMPANY', 'BUSINESS_ENTITY', 'INVENTORY_ORGANIZATION', 'PUR_ORGANIZATION'] as const;
export type PurchaseUnitDimensions = Record<(typeof PURCHASE_UNIT_DIMENSIONS)[number], string>;

/** The other order calls of spec 2 section 7 (supplementary information, read, e-commerce confirm, messages, resubmit, order change, receipt print). */
export interface OrderExtrasService {
  /** One order's supplementary information; the calls of one render are sent as one `orderIds` request. */
  extraInfo(poHeaderId: number, channel: Channel): Promise<ExtraInfo | null>;
  markRead(poSubHeaderId: number): Promise<void>;
  confirmEcOrder(ecPoSubNum: string, ecPlatformCode: string): Promise<void>;
  messages(poHeaderId: number, signal?: AbortSignal): Promise<OrderMessage[]>;
  addMessage(poHeaderId: number, content: string): Promise<OrderMessage>;
  omsOrder(poHeaderId: number, signal?: AbortSignal): Promise<OrderDetail>;
  checkResubmit(poHeaderId: number): Promise<ResubmitCheck>;
  resubmit(poHeaderId: number): Promise<void>;
  changeOrder(poHeaderId: number, change: { remark?: string; unitDimensions: PurchaseUnitDimensions }): Promise<void>;
  deleteLines(poHeaderId: number, poLineIds: readonly number[]): Promise<void>;
  /** The receipt note as a workbook (`receive-order-print`, binary). */
  receivePrint(poHeaderId: number): Promise<Blob>;
}

export const OrderExtrasServiceToken = defineServiceToken<OrderExtrasService>('OrderExtrasService');

const BASE = '/smodr/v1/{org}';
/** The server answers at most this many orders per extra-info call. */
const BATCH = 100;

interface Waiting {
  resolve: (info: ExtraInfo | null) => void;
  reject: (error: unknown) => void;
}

@injectable()
export class OrderExtrasServiceImpl implements OrderExtrasService {
  private readonly waiting = new Map<Channel, Map<number, Waiting[]>>();

  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  extraInfo(poHeaderId: number, channel: Channel): Promise<ExtraInfo | null> {
    return new Promise((resolve, reject) => {
      let queue = this.waiting.get(channel);
      if (!queue) {
        queue = new Map();
        this.waiting.set(channel, queue);
        // Every order card of a page asks in the same render; one call answers them all.
        setTimeout(() => void this.flush(channel), 0);
      }
      queue.set(poHeaderId, [...(queue.get(poHeaderId) ?? []), { resolve, reject }]);
    });
  }

  private async flush(channel: Channel): Promise<void> {
    const queue = this.waiting.get(channel)!;
    this.waiting.delete(channel);
    const ids = [...queue.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      try {
        const answer = await this.http.request<ExtraInfo[]>('GET', `${BASE}/orders/extra-info`, { query: { orderIds: chunk.join(','), channel } });
        for (const id of chunk) for (const w of queue.get(id)!) w.resolve(answer.find((info) => info.poHeaderId === id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const w of queue.get(id)!) w.reject(error);
      }
    }
  }

  async markRead(poSubHeaderId: number): Promise<void> {
    await this.http.request('POST', `${BASE}/order-center/sub/read/${poSubHeaderId}`, {});
  }

  async confirmEcOrder(ecPoSubNum: string, ecPlatformCode: string): Promise<void> {
    await this.http.request('POST', `${BASE}/ec-order/confirm/${encodeURIComponent(ecPoSubNum)}`, { query: { ecPlatformCode } });
  }

  messages(poHeaderId: number, signal?: AbortSignal): Promise<OrderMessage[]> {
    return this.http.request('GET', `${BASE}/orders/po-messages-list`, { query: { poHeaderId }, signal });
  }

  addMessage(poHeaderId: number, content: string): Promise<OrderMessage> {
    return this.http.request('POST', `${BASE}/orders/po-messages-create`, { body: { poHeaderId, content } });
  }

  omsOrder(poHeaderId: number, signal?: AbortSignal): Promise<OrderDetail> {
    return this.http.request('GET', `${BASE}/omsOrder/${poHeaderId}`, { signal });
  }

  checkResubmit(poHeaderId: number): Promise<ResubmitCheck> {
    return this.http.request('POST', `${BASE}/omsOrder/check`, { body: { poHeaderId } });
  }

  async resubmit(poHeaderId: number): Promise<void> {
    await this.http.request('POST', `${BASE}/omsOrder/resubmit`, { body: { poHeaderId } });
  }

  async changeOrder(poHeaderId: number, change: { remark?: string; unitDimensions: PurchaseUnitDimensions }): Promise<void> {
    await this.http.request('POST', `${BASE}/orders/order-change-submit`, { body: { poHeaderId, ...change } });
  }

  async deleteLines(poHeaderId: number, poLineIds: readonly number[]): Promise<void> {
    await this.http.request('POST', `${BASE}/orders/order-change-delete`, { body: { poHeaderId, poLineIds } });
  }

  receivePrint(poHeaderId: number): Promise<Blob> {
    return (this.http as CoreHttpClient).request('POST', `${BASE}/orders/receive-order-print`, { body: { poHeaderId }, readAs: 'blob' });
  }
}
