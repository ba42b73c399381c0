import { ContainerModule } from 'inversify';
import { MyMallServiceImpl, MyMallServiceToken } from './my-mall-service';

/** Binds the My Mall service under its token, so a tenant's `rebind` replaces it. */
export const myMallModule = new ContainerModule(({ bind }) => {
  bind(MyMallServiceImpl).toSelf().inSingletonScope();
  bind(MyMallServiceToken.id).toService(MyMallServiceImpl);
});
