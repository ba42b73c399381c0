import type { ReceiptLine, ReceiptStockEntry } from '@mall/domain';
import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';

/** A delivery line as confirm-consignment answers it (spec 2 section 3 "Delivery/receipt line"). */
export interface DeliveryLine extends ReceiptLine {
  readonly consignmentEntryId: number;
  readonly consignmentCode: string;
  readonly consignmentLineNum: number;
  readonly orderEntryId: number;
  readonly skuId: number;
  readonly skuName: string;
  readonly skuCode: string;
  readonly cecFromCode: string;
  readonly primaryUrl?: string;
  readonly sentQuantity: number;
  readonly receiveQuantity: number;
  readonly uomName: string;
  readonly customUomName?: string;
  readonly giftType?: number;
  readonly supplierCompanyName?: string;
}

export interface Warehouse {
  readonly inventoryId: number;
  readonly inventoryCode: string;
  readonly inventoryName: string;
}

/** The receipt drawer's data: the order's delivery lines and the company's receiving warehouses. */
export interface ReceiptData {
  readonly poHeaderId: number;
  readonly orderCode: string;
  readonly receiptFlag: 1 | 2;
  readonly afterSaleFlag: 1 | 2;
  readonly lineList: readonly DeliveryLine[];
  readonly inventoryList: readonly Warehouse[];
}

/** One entry of the receipt-submit body. */
export interface ReceiptEntryBody {
  readonly consignmentEntryId: number;
  readonly thisTimeReceiveQuantity?: number;
  readonly packageQuantity?: number;
  readonly remark?: string;
  readonly attachmentUuid?: string;
  readonly storageFlag?: 0 | 1;
  readonly receiveSkuStock?: readonly ReceiptStockEntry[];
  readonly [attribute: `attribute${string}`]: unknown;
}

export interface ReceiptSubmitBody {
  readonly poHeaderId: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly receiptTime: string;
  readonly receiptEntryList: readonly ReceiptEntryBody[];
}

/** Logistics of an order (spec 2 section 3 "Logistics track"); the track oldest first as answered. */
export interface LogisticsInfo {
  readonly deliveryId?: string | null;
  readonly logisticsCompany?: string | null;
  readonly thirdOrderId?: string | null;
  readonly logisticsStaff?: string | null;
  readonly logisticsContactInfo?: string | null;
  readonly ecPlatformCode?: string;
  readonly poSubNum?: string;
  readonly orderTrack?: readonly { readonly operateTime: string; readonly content: string }[];
}

export interface LogisticsQuery {
  readonly poSubHeaderId: number;
  readonly poSubNum?: string;
  readonly ecPlatformCode?: string;
  readonly poLineId?: number;
}

/** Goods receipt and logistics calls (spec 2 section 7). A tenant with its own receiving system rebinds it. */
export interface ReceiptService {
  lines(poHeaderId: number, signal?: AbortSignal): Promise<ReceiptData>;
  /** Errors stay with the caller (silent): the drawer stays open and shows them in place. */
  submit(body: ReceiptSubmitBody): Promise<{ receiptNum: string }>;
  logistics(query: LogisticsQuery, signal?: AbortSignal): Promise<LogisticsInfo>;
}

export const ReceiptServiceToken = defineServiceToken<ReceiptService>('ReceiptService');

@injectable()
export class ReceiptServiceImpl implements ReceiptService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  lines(poHeaderId: number, signal?: AbortSignal): Promise<ReceiptData> {
    return this.http.request<ReceiptData>('POST', '/smodr/v1/{org}/consignment-entrys/confirm-consignment', { body: { poHeaderId }, signal });
  }

  submit(body: ReceiptSubmitBody): Promise<{ receiptNum: string }> {
    return this.http.request('POST', '/smodr/v1/{org}/receipt-entrys/receipt-submit', { body, silent: true });
  }

  logistics(query: LogisticsQuery, signal?: AbortSignal): Promise<LogisticsInfo> {
    return this.http.request<LogisticsInfo>('GET', '/smodr/v1/{org}/order-center/track', { query: { ...query }, signal, silent: true });
  }
}
