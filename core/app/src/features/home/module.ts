import type { QueryClient } from '@tanstack/react-query';
import { ContainerModule } from 'inversify';
import { TYPES } from '../../platform/tokens';
import { PageDataPrefetchToken, type PageDataPrefetch } from '../../shell/router/page-data-prefetch';
import { homePage } from './home-page-chunk';
import { homeBlocksQuery, homeBulletinsQuery, homeChannelAt } from './home-queries';
import { HomeServiceImpl, HomeServiceToken, type HomeService } from './home-service';

/**
 * Binds the home service under its token, so a tenant's `rebind` replaces it, and the home's
 * data prefetch: its groups and bulletins are asked for while the page's chunk downloads, so
 * the groups' pictures (the home's largest paint) no longer wait for the page's code and render.
 */
export const homeModule = new ContainerModule(({ bind }) => {
  bind(HomeServiceImpl).toSelf().inSingletonScope();
  bind(HomeServiceToken.id).toService(HomeServiceImpl);
  bind<PageDataPrefetch>(PageDataPrefetchToken).toDynamicValue((ctx) => ({
    page: homePage,
    prefetch: (pathname) => {
      const queries = ctx.get<QueryClient>(TYPES.QueryClient);
      const api = ctx.get<HomeService>(HomeServiceToken.id);
      void queries.prefetchQuery(homeBlocksQuery(api, homeChannelAt(pathname)));
      void queries.prefetchQuery(homeBulletinsQuery(api));
    },
  }));
});
