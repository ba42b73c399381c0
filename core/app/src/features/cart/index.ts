export { cartFeature } from './cart-feature';
export { CartStore, CartStoreToken } from './cart-store';
export { CartServiceToken, cartQueryOf } from './cart-service';
export type { CartService, CartRow, CartQuery } from './cart-service';
export { default as CartPage } from './pages/cart-page';
