import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { favouritesModule } from './module';

/** Favourites: the my-mall page by category; adding lives on the product detail. */
export const favouritesFeature: CoreFeature = {
  name: 'favourites',
  module: favouritesModule,
  contribute(ctx) {
    const page = () => import('./pages/my-favorite-page');
    // The member mall's My Mall links its entries under /sigl (issue 20: 'favourites, also under /sigl').
    ctx.contribute(
      routes,
      { id: '/my-favorite', path: '/my-favorite', layout: 'main', load: page, titleKey: 'favourites.title' },
      { id: '/sigl/my-favorite', path: '/sigl/my-favorite', layout: 'sigl', load: page, titleKey: 'favourites.title' },
    );
    contributeMessages(ctx, 'favourites', () => import('./favourites-messages.en'), () => import('./favourites-messages.zh'));
  },
};
