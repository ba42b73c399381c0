export { normalisePermissionCode } from '@mall/domain';
export { PERMISSION_BATCH_DELAY_MS } from './permission-checker';
export type { ControllerType, PermissionChecker, PermissionState, PermissionStatus } from './permission-checker';
export { PermissionCheckerImpl } from './permission-checker-impl';
export { usePermission } from './use-permission';
export { Permission } from './permission';
export type { PermissionProps } from './permission';
export { permissionsModule } from './module';
