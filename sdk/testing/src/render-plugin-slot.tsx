import { MallSlot, renderWithMall } from '@mall/core/testing';
import type { ExtensionPoint, PluginDefinition, SlotContribution } from '@mall/sdk';
import { mountPlugin } from './mount-plugin';
import { startedMallOptions, type RenderRouteOptions } from './render-plugin-route';

/**
 * Renders a slot point inside a started mall (core's services bound, so the SDK's
 * `useMessage`, `useMallNavigation` and `useMallService` work; a ready session in en_US) with
 * the plugin and the shared plugins it `uses` registered over core, as a core page renders the
 * point: every effective contribution (core's too), each in its own error boundary. Fails when
 * the plugin contributes nothing to the point.
 */
export function renderPluginSlot<P extends object>(plugin: PluginDefinition, point: ExtensionPoint<SlotContribution<P>>, props: P, options: RenderRouteOptions = {}) {
  const { host } = mountPlugin(plugin);
  if (!host.explain(point.id).some((e) => e.pluginId === plugin.id)) throw new Error(`${plugin.id} contributes nothing to ${point.id}`);
  return renderWithMall(<MallSlot point={point} props={props} />, startedMallOptions(plugin, options));
}
