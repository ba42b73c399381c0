/** The cart page's chunk: the route's `load`, and what the cart's data prefetch is for. */
export const cartPage = () => import('./pages/cart-page');
