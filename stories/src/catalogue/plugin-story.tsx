import { corePlugin } from '@mall/core';
import type { PluginDefinition } from '@mall/sdk';
import { buildCatalogue, type Catalogue } from './catalogue-model';
import { PluginContributions } from './plugin-contributions';

/**
 * What a tenant's or shared plugin's own story shows: its changes over the real core. Plugin
 * stories set `parameters.plugin` only, because plugin packages may import nothing but the SDK.
 */
export function PluginStory({ plugin, core = corePlugin }: { plugin: PluginDefinition; core?: PluginDefinition }) {
  const catalogue: Catalogue = buildCatalogue(core, [
    { name: plugin.id, version: plugin.version ?? '0.0.0', kind: plugin.id.startsWith('@mall-plugin/') ? 'shared' : 'tenant', codes: [], definition: plugin },
  ]);
  return <PluginContributions catalogue={catalogue} report={catalogue.reports[0]!} />;
}

/** A plugin definition given as a story parameter, if it is one. */
export function pluginParameter(value: unknown): PluginDefinition | undefined {
  const candidate = value as PluginDefinition | undefined;
  return candidate && typeof candidate.id === 'string' && typeof candidate.register === 'function' ? candidate : undefined;
}
