export { corePlugin, coreSettings, myMallMenuEntries, visibleMenuEntries } from './core-plugin';
export { PluginHost, ContributionRegistry, RegistrationError, loadTenantPlugin, Slot, SlotBoundary } from './platform/plugin-host';
export type { ExplainEntry, DisabledEntry, PluginRef, PluginEntry, PluginNotice, TenantPackage, TenantRegistry } from './platform/plugin-host';
export { tenantRegistry, sharedPluginPackages } from './generated/tenant-registry';
// The kit (@mall/sdk-testing) runs submit validators through core's own runner, so a throw is the same blocking outcome.
export { runOrderValidators, OutcomeView } from './features/order';
// …and runs aggregate validator points (cart.settle-validators) through the same runner.
export { runValidators } from './platform/plugin-host';
// …and loads session values (session.values) with core's loader: fallback on failure or no answer.
export { loadSessionValues } from './platform/session/session-values';
// Storybook renders core components, slots and pages inside a started mall of its own.
export { MallStage, coreTextsAtOnce, createStageMall } from './shell/stage';
export type { StageMall, StageMallOptions } from './shell/stage';
