export { orderExtrasFeature } from './order-extras-feature';
export { OrderExtrasServiceToken } from './order-extras-service';
export type { OrderExtrasService, ExtraInfo, CustomDimension } from './order-extras-service';
