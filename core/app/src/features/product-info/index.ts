export { productInfoFeature } from './product-info-feature';
export { ProductServiceToken, isECommerceSource, CART_COUNT_QUERY_KEY } from './product-service';
export type { ProductService, Buyer, DeliveryPlace } from './product-service';
export type { ProductDetail, SkuStock, CartItemInput, CustomDimensionValue } from './product-types';
export { placeOf, describeChoice } from './delivery-choice';
export type { DeliveryChoice } from './delivery-choice';
export { StockState } from './stock-state';
export { SavedRegionServiceToken } from './saved-region-service';
export type { SavedRegionService } from './saved-region-service';
