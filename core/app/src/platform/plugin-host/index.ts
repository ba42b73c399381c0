export { PluginHost } from './plugin-host';
export type { PluginEntry, RebindRecord, SettingSource } from './plugin-host';
export { ContributionRegistry } from './contribution-registry';
export type { ExplainEntry, DisabledEntry, PluginRef, RecordedContribution } from './contribution-registry';
export { RegistrationError } from './registration-error';
export type { PluginNotice } from './plugin-notice';
export { loadTenantPlugin } from './tenant-loader';
export type { TenantPackage, TenantRegistry } from './tenant-loader';
export { Slot, SlotBoundary } from './slot';
