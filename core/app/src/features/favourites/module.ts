import { ContainerModule } from 'inversify';
import { FavouritesServiceImpl, FavouritesServiceToken } from './favourites-service';

/** Binds the favourites service under its token, so a tenant's `rebind` replaces it. */
export const favouritesModule = new ContainerModule(({ bind }) => {
  bind(FavouritesServiceImpl).toSelf().inSingletonScope();
  bind(FavouritesServiceToken.id).toService(FavouritesServiceImpl);
});
