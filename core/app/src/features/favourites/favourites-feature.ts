import { messages, routes } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import type { CoreFeature } from '../core-feature';
import { FavouritesApiImpl, FavouritesApiToken } from './favourites-api';
import { favouritesMessagesEn, favouritesMessagesZh } from './favourites-messages';

/** Favourites: the my-mall page by category; adding lives on the product detail. */
export const favouritesFeature: CoreFeature = {
  name: 'favourites',
  module: new ContainerModule(({ bind }) => {
    bind(FavouritesApiImpl).toSelf().inSingletonScope();
    bind(FavouritesApiToken.id).toService(FavouritesApiImpl);
  }),
  contribute(ctx) {
    ctx.contribute(routes, { id: '/my-favorite', path: '/my-favorite', layout: 'main', load: () => import('./pages/my-favorite-page'), titleKey: 'favourites.title' });
    ctx.contribute(
      messages,
      { id: 'core.messages.favourites.en', locale: 'en_US', messages: favouritesMessagesEn },
      { id: 'core.messages.favourites.zh', locale: 'zh_CN', messages: favouritesMessagesZh },
    );
  },
};
