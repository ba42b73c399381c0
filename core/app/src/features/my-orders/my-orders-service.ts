import type { MallOrder, MallOrderStatus } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreHttpClient } from '../../platform/http';

/** The search of My orders: status tab (none: all), order code and creation days (YYYY-MM-DD). */
export interface OrderSearch {
  readonly statuses?: readonly MallOrderStatus[];
  readonly orderCode?: string;
  readonly startDate?: string;
  readonly endDate?: string;
}

export interface OrderPage {
  content: MallOrder[];
  totalElements: number;
  number: number;
  size: number;
}

export interface StatusCounts {
  total: number;
  statusCountList: { mallOrderStatus: MallOrderStatus; count: number }[];
}

interface AddressView {
  contactName: string;
  mobile: string;
  fullAddress: string;
}

/** The order detail: the list's order plus address, invoice and payment. */
export interface OrderDetail extends MallOrder {
  receiverAddress?: AddressView;
  invoiceAddress?: AddressView;
  invoice: { invoiceTypeCode?: string; invoiceTitleTypeCode?: string; invoiceMethodCode?: string; companyInvoiceVO?: { invoiceHeader?: string; taxRegistrationNumber?: string } };
  payment?: { paymentOrderNum: string; status: string; paidDate?: string };
  unitName?: string;
  cancelDate?: string;
  /** The order's header attachment (its attachment UUID). */
  attachmentUuid?: string;
}

export interface BuyAgainResult {
  cartIdList: number[];
  successCount: number;
  failedList: { poLineId: number; skuName: string; message: string }[];
}

export interface ApprovalStep {
  step: number;
  action: 'SUBMIT' | 'APPROVE' | 'REJECT' | 'PENDING';
  approverName: string;
  comment?: string;
  actedDate?: string;
}

export interface OrderDocument {
  documentType: 'PURCHASE_REQUEST' | 'APPROVAL' | 'ORDER' | 'PAYMENT' | 'CONSIGNMENT' | 'RECEIPT';
  documentNum: string;
  status?: string;
  date?: string;
}

/** The My orders calls of spec 2 section 7 "My orders and order actions". */
export interface MyOrdersService {
  list(search: OrderSearch, page: number, size: number, signal?: AbortSignal): Promise<OrderPage>;
  counts(search: OrderSearch, signal?: AbortSignal): Promise<StatusCounts>;
  detail(poHeaderId: number, signal?: AbortSignal): Promise<OrderDetail>;
  cancel(poHeaderId: number): Promise<void>;
  buyAgain(poHeaderId: number): Promise<BuyAgainResult>;
  approvalHistory(poHeaderId: number, signal?: AbortSignal): Promise<ApprovalStep[]>;
  documentFlow(poHeaderId: number, signal?: AbortSignal): Promise<OrderDocument[]>;
  relatedDocuments(poLineId: number, signal?: AbortSignal): Promise<OrderDocument[]>;
  /** The listed orders (every page of the search) as an .xlsx. */
  exportOrders(search: OrderSearch): Promise<Blob>;
}

export const MyOrdersServiceToken = defineServiceToken<MyOrdersService>('MyOrdersService');

const BASE = '/smodr/v1/{org}';

/** The search as query parameters: statuses joined by commas (spec 2 section 7), page zero-based. */
export function searchQuery(search: OrderSearch): Record<string, string | undefined> {
  return {
    mallOrderStatusList: search.statuses && search.statuses.length > 0 ? search.statuses.join(',') : undefined,
    orderCode: search.orderCode?.trim() || undefined,
    startDate: search.startDate,
    endDate: search.endDate,
  };
}

@injectable()
export class MyOrdersServiceImpl implements MyOrdersService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  list(search: OrderSearch, page: number, size: number, signal?: AbortSignal): Promise<OrderPage> {
    return this.http.request('GET', `${BASE}/po-headers`, { query: { ...searchQuery(search), page, size }, signal });
  }

  counts(search: OrderSearch, signal?: AbortSignal): Promise<StatusCounts> {
    const { mallOrderStatusList: _all, ...query } = searchQuery(search);
    return this.http.request('GET', `${BASE}/po-headers/count`, { query, signal });
  }

  detail(poHeaderId: number, signal?: AbortSignal): Promise<OrderDetail> {
    return this.http.request('GET', `${BASE}/po-headers/detail/${poHeaderId}`, { signal });
  }

  async cancel(poHeaderId: number): Promise<void> {
    await this.http.request('POST', `${BASE}/orders/mall-preempt-cancel`, { body: { poHeaderId } });
  }

  buyAgain(poHeaderId: number): Promise<BuyAgainResult> {
    return this.http.request('POST', `${BASE}/po-lines/order/buy-again`, { body: { poHeaderId } });
  }

  approvalHistory(poHeaderId: number, signal?: AbortSignal): Promise<ApprovalStep[]> {
    return this.http.request('POST', `${BASE}/orders/order-approve-history`, { body: { poHeaderId }, signal });
  }

  documentFlow(poHeaderId: number, signal?: AbortSignal): Promise<OrderDocument[]> {
    return this.http.request('GET', `${BASE}/po-headers/document-flow/${poHeaderId}`, { signal });
  }

  relatedDocuments(poLineId: number, signal?: AbortSignal): Promise<OrderDocument[]> {
    return this.http.request('GET', `${BASE}/po-headers/associate-order/${poLineId}`, { signal });
  }

  exportOrders(search: OrderSearch): Promise<Blob> {
    return (this.http as CoreHttpClient).request('GET', `${BASE}/po-headers/export`, { query: searchQuery(search), readAs: 'blob' });
  }
}
