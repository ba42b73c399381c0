export { cartExtrasFeature } from './cart-extras-feature';
export { CartExtrasServiceToken } from './cart-extras-service';
export type { CartExtrasService, Gift, PostageInfo } from './cart-extras-service';
export { CartLineGifts } from './components/cart-line-gifts';
export { PostageWarning } from './components/postage-warning';
