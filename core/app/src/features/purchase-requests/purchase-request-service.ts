import type { MallRequest, MallRequestEntry, ManualRequestStatus } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';

/** One manual line as the form edits and saves it: the answer's line, its ids and amount not yet given. */
export type RequestEntry = Omit<MallRequestEntry, 'mallRequestEntryId' | 'lineNum' | 'lineAmount'> & Partial<Pick<MallRequestEntry, 'mallRequestEntryId' | 'lineNum' | 'lineAmount'>>;

export type { MallRequest } from '@mall/domain';

export interface RequestSearch {
  readonly status?: ManualRequestStatus;
  readonly requestNum?: string;
  readonly title?: string;
}

export interface RequestPage {
  content: MallRequest[];
  totalElements: number;
}

export interface RequestCounts {
  total: number;
  statusCountList: { mallManualRequestStatus: ManualRequestStatus; count: number }[];
}

/** What save and renew send: a new request (no id) or a draft's re-edit, as a draft or submitted. */
export interface RequestDraft {
  mallRequestId?: number;
  clientKey: string;
  submitFlag?: 0 | 1;
  title: string;
  budgetId?: number;
  remark?: string;
  attachmentUuid?: string;
  mallRequestEntryList: RequestEntry[];
}

export interface RequestApprovalStep {
  step: number;
  action: 'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | 'PENDING' | 'CANCEL';
  approverName: string;
  comment?: string;
  actedDate?: string;
}

export interface BudgetCheck {
  budgetId?: number;
  budgetName?: string;
  totalAmount?: number;
  occupiedAmount?: number;
  requestAmount: number;
  failedCount: number;
  entries: { skuName: string; amount: number; overFlag: 0 | 1 }[];
}

/** A budget pool a request can draw on (the budget panel's choices). */
export interface BudgetOption {
  budgetId: number;
  budgetCode: string;
  budgetName: string;
  currencyCode: string;
  totalAmount: number;
  occupiedAmount: number;
}

/** What open-cart/buy-again answers: the cart lines made, and the request lines left out with the reason. */
export interface RequestToCartResult {
  cartIdList: number[];
  successCount: number;
  failedList: { mallRequestEntryId: number; skuName: string; code: string; message: string }[];
}

/** A manual product of the catalogue (product source MANUAL) a line can name. */
export interface ManualProduct {
  productId: number;
  itemCode: string;
  productName: string;
  uomName: string;
  price: number;
}

/** The manual purchase request calls of spec 2 section 7 (OMS service). */
export interface PurchaseRequestService {
  list(search: RequestSearch, page: number, size: number, signal?: AbortSignal): Promise<RequestPage>;
  counts(search: RequestSearch, signal?: AbortSignal): Promise<RequestCounts>;
  detail(mallRequestId: number, signal?: AbortSignal): Promise<MallRequest>;
  save(draft: RequestDraft): Promise<MallRequest>;
  renew(draft: RequestDraft): Promise<MallRequest>;
  cancel(mallRequestId: number): Promise<MallRequest>;
  cancelEntries(mallRequestId: number, mallRequestEntryIds: number[]): Promise<MallRequest>;
  deleteEntries(mallRequestId: number, mallRequestEntryIds: number[]): Promise<MallRequest>;
  withdraw(mallRequestId: number): Promise<MallRequest>;
  approvalProgress(mallRequestId: number, signal?: AbortSignal): Promise<RequestApprovalStep[]>;
  budgetOptions(signal?: AbortSignal): Promise<BudgetOption[]>;
  /** open-cart/buy-again: the request's lines (or the named ones) that name manual products, into the cart. */
  buyAgain(mallRequestId: number, mallRequestEntryIds?: number[]): Promise<RequestToCartResult>;
  /** The catalogue's manual products matching `keyword` (the first 20), for a line to name one. */
  manualProducts(keyword: string, signal?: AbortSignal): Promise<ManualProduct[]>;
  validateBudget(body: { mallRequestId?: number; budgetId?: number; mallRequestEntryList?: Pick<RequestEntry, 'skuName' | 'quantity' | 'estimatedPrice'>[] }): Promise<BudgetCheck>;
}

export const PurchaseRequestServiceToken = defineServiceToken<PurchaseRequestService>('PurchaseRequestService');

const BASE = '/smodr/v1/{org}';

@injectable()
export class PurchaseRequestServiceImpl implements PurchaseRequestService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  list(search: RequestSearch, page: number, size: number, signal?: AbortSignal): Promise<RequestPage> {
    return this.http.request('GET', `${BASE}/mall-requests/mall-list`, { query: { ...queryOf(search), mallManualRequestStatus: search.status, page, size }, signal });
  }

  counts(search: RequestSearch, signal?: AbortSignal): Promise<RequestCounts> {
    return this.http.request('GET', `${BASE}/mall-requests/mall-status-count`, { query: queryOf(search), signal });
  }

  detail(mallRequestId: number, signal?: AbortSignal): Promise<MallRequest> {
    return this.http.request('GET', `${BASE}/mall-requests/mall-detail`, { query: { mallRequestId }, signal });
  }

  save(draft: RequestDraft): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-requests/save`, { body: draft });
  }

  renew(draft: RequestDraft): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-requests/renew`, { body: draft });
  }

  cancel(mallRequestId: number): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-requests/cancel`, { body: { mallRequestId } });
  }

  cancelEntries(mallRequestId: number, mallRequestEntryIds: number[]): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-request-entrys/cancel`, { body: { mallRequestId, mallRequestEntryIds } });
  }

  deleteEntries(mallRequestId: number, mallRequestEntryIds: number[]): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-request-entrys/delete`, { body: { mallRequestId, mallRequestEntryIds } });
  }

  withdraw(mallRequestId: number): Promise<MallRequest> {
    return this.http.request('POST', `${BASE}/mall-requests/submit-withdraw`, { body: { mallRequestId } });
  }

  approvalProgress(mallRequestId: number, signal?: AbortSignal): Promise<RequestApprovalStep[]> {
    return this.http.request('POST', `${BASE}/mall-requests/approval-progress`, { body: { mallRequestId }, signal });
  }

  budgetOptions(signal?: AbortSignal): Promise<BudgetOption[]> {
    return this.http.request('GET', `${BASE}/mall-requests/budget-options`, { signal });
  }

  buyAgain(mallRequestId: number, mallRequestEntryIds?: number[]): Promise<RequestToCartResult> {
    return this.http.request('POST', `${BASE}/open-cart/buy-again`, { body: { mallRequestId, mallRequestEntryIds } });
  }

  async manualProducts(keyword: string, signal?: AbortSignal): Promise<ManualProduct[]> {
    const page = await this.http.request<{ content: ManualProduct[] } | undefined>('GET', '/smal/v1/{org}/products', {
      query: { productSource: 'MANUAL', keyword: keyword.trim() || undefined, size: 20 },
      signal,
    });
    return page?.content ?? [];
  }

  validateBudget(body: Parameters<PurchaseRequestService['validateBudget']>[0]): Promise<BudgetCheck> {
    return this.http.request('POST', `${BASE}/mall-requests/mall-request-budget-validate`, { body });
  }
}

function queryOf(search: RequestSearch): Record<string, string | undefined> {
  return { requestNum: search.requestNum?.trim() || undefined, title: search.title?.trim() || undefined };
}
