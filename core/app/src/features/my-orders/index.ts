export { myOrdersFeature } from './my-orders-feature';
export { MyOrdersServiceToken } from './my-orders-service';
export type { MyOrdersService, OrderSearch, OrderPage, OrderDetail, StatusCounts, BuyAgainResult } from './my-orders-service';
export { LineStatus, OrderStatusTag } from './components/order-status-tag';
export { RecordButton, RecordState } from './actions/record-modal';
