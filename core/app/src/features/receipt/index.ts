export { receiptFeature } from './receipt-feature';
export { ReceiptDrawer } from './components/receipt-drawer';
export type { ReceiptDrawerProps } from './components/receipt-drawer';
export { LogisticsDrawer } from './components/logistics-drawer';
export type { LogisticsDrawerProps } from './components/logistics-drawer';
export { ReceiptServiceToken } from './receipt-service';
export type { ReceiptService, ReceiptData, DeliveryLine, LogisticsInfo, LogisticsQuery } from './receipt-service';
