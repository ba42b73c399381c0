export { purchaseRequestsFeature } from './purchase-request-feature';
export { PurchaseRequestServiceToken } from './purchase-request-service';
export type { PurchaseRequestService, MallRequest, RequestEntry, RequestDraft, BudgetCheck } from './purchase-request-service';
