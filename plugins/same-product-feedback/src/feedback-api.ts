import type { HttpClient } from '@mall/sdk';
import { FEEDBACK_TYPE_LOOKUP, type FeedbackRecord } from './feedback-status';

const BASE = '/smpc/v1/{org}/same-sku-manages';

export interface FeedbackType {
  readonly value: string;
  readonly meaning: string;
}

/** The same-sku-manages calls of spec 3 section 7 and the type lookup. */
export const feedbackApi = {
  load: (http: HttpClient, skuId: number, signal?: AbortSignal) => http.request<FeedbackRecord>('GET', `${BASE}/${skuId}`, signal ? { signal } : {}),
  types: (http: HttpClient, signal?: AbortSignal) =>
    http.request<FeedbackType[]>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode: FEEDBACK_TYPE_LOOKUP }, ...(signal ? { signal } : {}) }),
  submit: (http: HttpClient, body: { skuId: number; manageType: string; remark?: string }) => http.request<FeedbackRecord>('POST', `${BASE}/submit`, { body }),
  withdraw: (http: HttpClient, manageId: number) => http.request<FeedbackRecord>('POST', `${BASE}/withdraw`, { body: { manageId } }),
  confirm: (http: HttpClient, manageId: number) => http.request<FeedbackRecord>('POST', `${BASE}/confirm`, { body: { manageId } }),
};
