import type { MallOrderStatus, OrderLineCancelCode, OrderLineSubStatus } from '../constants/order-status';

/**
 * One line of an order in My orders and the order detail (spec 2 section 3 "Order": poLineId,
 * the line status subStatus with cancelCode and denialReason).
 */
export interface MallOrderLine {
  poLineId: number;
  lineNum: number;
  skuId: number;
  skuName: string;
  skuCode?: string;
  /** Source of the goods: CATA, MANUAL or others. */
  cecFromCode: string;
  primaryUrl?: string;
  quantity: number;
  unitPrice: number;
  lineAmount: number;
  uomName: string;
  remark?: string;
  neededDate?: string;
  /** Absent while the line has no delivery status yet (the order is not shipped). */
  subStatus?: OrderLineSubStatus;
  cancelCode?: OrderLineCancelCode;
  denialReason?: string;
  srmInvoiceFlag?: 0 | 1;
  /** Double units (spec 2 section 5): the base unit, and the custom unit holding `customQuantity` of it. */
  uomId?: number;
  customUomId?: number;
  customUomName?: string;
  customQuantity?: number;
}

/** The receiving address and invoice the order was placed with, as the detail page shows them. */
export interface MallOrderAddress {
  contactName?: string;
  mobile?: string;
  fullAddress?: string;
}

/**
 * One order of My orders (spec 2 section 3 "Order"): the header the list and the detail show,
 * with its lines. `receiptFlag` 1 allows receiving in the mall, 2 means receiving is done
 * elsewhere; `afterSaleFlag` 2 means after-sales is done elsewhere (spec 2 section 4).
 */
export interface MallOrder {
  poHeaderId: number;
  /** The order code the buyer searches by. */
  orderCode: string;
  /** Sub-order number, used by logistics and document lookups. */
  poSubNum: string;
  poSubHeaderId: number;
  /** Platform of the order; CATA by default (spec 2 section 9). */
  ecPlatformCode: string;
  mallOrderStatus: MallOrderStatus;
  orderTypeCode: string;
  receiptFlag: 1 | 2;
  afterSaleFlag: 1 | 2;
  batchNum: string;
  creationDate: string;
  supplierCompanyName: string;
  companyName?: string;
  currencyCode: string;
  amount: number;
  paymentMethodCode?: string;
  /** 0 while the buyer has not opened the sub-order since it changed (order-center/sub/read sets 1). */
  readFlag?: 0 | 1;
  /** Who must approve the order, shown while it is WAITING_APPROVE. */
  approverName?: string;
  /** Why the approver rejected the order (status REJECT). */
  denialReason?: string;
  cancelCode?: OrderLineCancelCode;
  remark?: string;
  lines: MallOrderLine[];
}
