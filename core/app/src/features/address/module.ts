import { ContainerModule } from 'inversify';
import { AddressServiceImpl, AddressServiceToken } from './address-service';
import { AddressStore, AddressStoreToken } from './address-store';

/** Binds the address service (replaceable by token) and its store. */
export const addressModule = new ContainerModule(({ bind }) => {
  bind(AddressServiceImpl).toSelf().inSingletonScope();
  bind(AddressServiceToken.id).toService(AddressServiceImpl);
  bind(AddressStore).toSelf().inSingletonScope();
  bind(AddressStoreToken).toService(AddressStore);
});
