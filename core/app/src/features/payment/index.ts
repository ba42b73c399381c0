export { paymentFeature } from './payment-feature';
export { PaymentServiceToken } from './payment-service';
export type { PaymentService, PaymentOrder, PaymentStatus, PayUrl, PayUrlItem } from './payment-service';
