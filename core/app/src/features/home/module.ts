import { ContainerModule } from 'inversify';
import { HomeServiceImpl, HomeServiceToken } from './home-service';

/** Binds the home service under its token, so a tenant's `rebind` replaces it. */
export const homeModule = new ContainerModule(({ bind }) => {
  bind(HomeServiceImpl).toSelf().inSingletonScope();
  bind(HomeServiceToken.id).toService(HomeServiceImpl);
});
