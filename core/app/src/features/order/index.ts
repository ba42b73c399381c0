export { orderFeature } from './order-feature';
export { OrderServiceToken } from './order-service';
export type { OrderService, OrderData, OrderRow, LotNumAnswer } from './order-service';
export type { ApplyResultState } from './submit/submit-orders';
export { runOrderValidators } from './submit/run-order-validators';
export { OutcomeView } from './outcomes/outcome-view';
export { askOutcomeConfirms } from './outcomes/ask-outcomes';
