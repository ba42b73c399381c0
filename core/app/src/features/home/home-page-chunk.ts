/** The home page's chunk: the route's `load` (both malls), and what the home's data prefetch is for. */
export const homePage = () => import('./pages/home-page');
