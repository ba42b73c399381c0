import { CoreIds, routes, topBarLinksSlot, topBarSearchSlot, type RouteContribution } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { CartCountLink } from './components/cart-count-link';
import { MessageBell } from './components/message-bell';
import { TopBarSearch } from './components/top-bar-search';
import { homePage } from './home-page-chunk';
import { homeModule } from './module';

const productGroup = () => import('./pages/product-group-page');
const bulletinBoards = () => import('./pages/bulletin-boards-page');

/** Each page in the enterprise mall and under /sigl in the member mall (spec 1 section 2 routes). */
function inBothMalls(path: string, load: RouteContribution['load'], titleKey?: string, listed = true): RouteContribution[] {
  const sigl = path === '/' ? '/sigl' : `/sigl${path}`;
  return [
    { id: path, path, layout: 'main', load, ...(titleKey ? { titleKey } : {}), ...(listed ? {} : { listed: false }) },
    { id: sigl, path: sigl, layout: 'sigl', load, ...(titleKey ? { titleKey } : {}), ...(listed ? {} : { listed: false }) },
  ];
}

/**
 * The mall's face (issue 20): the home page from product groups, a group's page, the bulletin
 * boards, and in the top bar the search, the cart count and the message bell.
 */
export const homeFeature: CoreFeature = {
  name: 'home',
  module: homeModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      ...inBothMalls('/', homePage),
      ...inBothMalls('/product-group', productGroup, undefined, false),
      ...inBothMalls('/bulletin-boards', bulletinBoards, 'home.bulletins.title'),
    );
    ctx.contribute(topBarLinksSlot, { id: CoreIds.home.cartCount, order: 10, component: CartCountLink }, { id: CoreIds.home.messages, order: 20, component: MessageBell });
    ctx.contribute(topBarSearchSlot, { id: CoreIds.home.search, component: TopBarSearch });
    contributeMessages(ctx, 'home', () => import('./home-messages.en'), () => import('./home-messages.zh'));
  },
};
