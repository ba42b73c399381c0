/** A delivery line of the goods receipt drawer (spec 2 section 3). */
export interface ReceiptLine {
  consignmentEntryId?: number;
  consignmentCode?: string;
  skuId?: number;
  skuName?: string;
  /** Source of the goods: CATA, MANUAL or others. */
  cecFromCode?: string;
  qtHeaderNo?: string;
  sentQuantity?: number;
  receiveQuantity?: number;
  waitingReceiveQuantity: number;
  thisTimeReceiveQuantity?: number;
  packageQuantity?: number;
  uomId?: number;
  uomPrecision?: number;
  customUomId?: number;
  customUomPrecision?: number;
  customQuantity?: number;
  skuType?: 'CUSTOM' | (string & {});
  receiveAndStorageFlag?: 0 | 1;
  remark?: string;
  attachmentUuid?: string;
  [attribute: `attribute${string}`]: unknown;
}

/** A warehouse stock entry of the receive-and-store drawer. */
export interface ReceiptStockEntry {
  inventoryId?: number;
  inventoryCode?: string;
  inventoryName?: string;
  quantity?: number;
}
