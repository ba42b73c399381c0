import type { Feature } from './feature';
import { identityRoutes } from './identity/identity-routes';
import { lookupRoutes } from './lookups/lookup-routes';
import { mallConfigRoutes } from './mall-config/mall-config-routes';
import { permissionRoutes } from './permissions/permission-routes';
import { regionRoutes } from './regions/region-routes';

/** Every feature of the gateway, registered in this order. Add a feature here. */
export const features: readonly Feature[] = [
  { name: 'identity', routes: identityRoutes },
  { name: 'permissions', routes: permissionRoutes },
  { name: 'mall-config', routes: mallConfigRoutes },
  { name: 'lookups', routes: lookupRoutes },
  { name: 'regions', routes: regionRoutes },
];

export type { Feature } from './feature';
