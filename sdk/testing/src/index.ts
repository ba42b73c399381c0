export { mountPlugin } from './mount-plugin';
export type { MountOptions, MountedPlugin } from './mount-plugin';
export { renderPluginRoute } from './render-plugin-route';
export type { RenderRouteOptions } from './render-plugin-route';
export { renderPluginSlot } from './render-plugin-slot';
export { renderOutcome } from './render-outcome';
