import { ContainerModule } from 'inversify';
import { AccountServiceImpl, AccountServiceToken } from './account-service';

/** Binds the account service under its token, so a tenant's `rebind` replaces it. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(AccountServiceImpl).toSelf().inSingletonScope();
  bind(AccountServiceToken.id).toService(AccountServiceImpl);
});
