import { ContainerModule } from 'inversify';
import { ZoneServiceImpl, ZoneServiceToken } from './zone-service';

/** Binds the zone calls under their token, so a tenant's `rebind` replaces them. */
export const zonesModule = new ContainerModule(({ bind }) => {
  bind(ZoneServiceImpl).toSelf().inSingletonScope();
  bind(ZoneServiceToken.id).toService(ZoneServiceImpl);
});
