import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { PermissionCheckerImpl } from './permission-checker-impl';

/** Batched, cached permission checks. */
export const permissionsModule = new ContainerModule(({ bind }) => {
  bind(PermissionCheckerImpl).toSelf().inSingletonScope();
  bind(TYPES.PermissionChecker).toService(PermissionCheckerImpl);
});
