import { ContainerModule } from 'inversify';
import { LookupServiceImpl, LookupServiceToken } from './lookup-service';

/** Binds the value-set service (replaceable by token); its cache is the container's QueryClient. */
export const lookupsModule = new ContainerModule(({ bind }) => {
  bind(LookupServiceImpl).toSelf().inSingletonScope();
  bind(LookupServiceToken.id).toService(LookupServiceImpl);
});
