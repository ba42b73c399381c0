import { PluginHost, type DisabledEntry, type ExplainEntry, type PluginNotice } from '@mall/core';
import { extensionPoints, type PluginDefinition } from '@mall/sdk';

/** A plugin package as the catalogue knows it: from the tenant registry or the shared plugins. */
export interface CataloguePlugin {
  readonly name: string;
  readonly version: string;
  readonly kind: 'tenant' | 'shared' | 'fixture';
  /** Tenant codes that load this package. */
  readonly codes: readonly string[];
  readonly definition?: PluginDefinition;
  /** Why the package could not be imported. */
  readonly loadError?: string;
}

/** What one plugin changes on one point, compared with core alone. */
export interface PointDiff {
  readonly added: readonly ExplainEntry[];
  readonly replaced: readonly ExplainEntry[];
  readonly disabled: readonly DisabledEntry[];
}

export type SettingSource = ReturnType<PluginHost['settingSources']>[number];
export type RebindRecord = ReturnType<PluginHost['rebinds']>[number];

/** One plugin registered on top of core, in a host of its own. */
export interface PluginReport {
  readonly plugin: CataloguePlugin;
  /** Set when the host left the plugin out (incompatible SDK, register threw, conflict). */
  readonly leftOut?: readonly PluginNotice[];
  readonly host?: PluginHost;
  readonly points: ReadonlyMap<string, PointDiff>;
  /** Settings the plugin (or a plugin it uses) sets. */
  readonly settings: readonly SettingSource[];
  readonly rebinds: readonly RebindRecord[];
}

export interface Catalogue {
  readonly coreId: string;
  readonly core: PluginHost;
  readonly reports: readonly PluginReport[];
}

export const emptyDiff: PointDiff = { added: [], replaced: [], disabled: [] };

export function isEmptyDiff(diff: PointDiff): boolean {
  return diff.added.length === 0 && diff.replaced.length === 0 && diff.disabled.length === 0;
}

/** A host holding core's contributions, and the plugin's when one is given. */
export function hostWith(core: PluginDefinition, plugin?: { definition: PluginDefinition; version: string }): PluginHost {
  const host = new PluginHost();
  host.register({ definition: core, version: core.version ?? '0.0.0' });
  if (plugin) host.register(plugin);
  return host;
}

/** What `host` holds on `pointId` beyond what `core` holds. */
export function diffPoint(core: PluginHost, host: PluginHost, pointId: string, coreId: string): PointDiff {
  const entries = host.explain(pointId);
  const coreDisabled = new Set(core.disabled(pointId).map((d) => d.id));
  return {
    added: entries.filter((e) => e.pluginId !== coreId && !e.replaces),
    replaced: entries.filter((e) => e.replaces !== undefined),
    disabled: host.disabled(pointId).filter((d) => !coreDisabled.has(d.id)),
  };
}

/** Registers each plugin into its own host over core and records what it changes. */
export function buildCatalogue(core: PluginDefinition, plugins: readonly CataloguePlugin[]): Catalogue {
  const coreHost = hostWith(core);
  const coreId = core.id;
  const reports = plugins.map((plugin): PluginReport => {
    if (!plugin.definition) {
      const notice: PluginNotice = { pluginId: plugin.name, kind: 'load-failed', message: plugin.loadError ?? 'not loaded' };
      return { plugin, leftOut: [notice], points: new Map(), settings: [], rebinds: [] };
    }
    const host = new PluginHost();
    host.register({ definition: core, version: core.version ?? '0.0.0' });
    if (!host.register({ definition: plugin.definition, version: plugin.version })) {
      return { plugin, leftOut: [...host.notices], host, points: new Map(), settings: [], rebinds: [] };
    }
    const points = new Map(extensionPoints.map((p) => [p.id, diffPoint(coreHost, host, p.id, coreId)] as const));
    const settings = host.settingSources().filter((s) => s.pluginId !== coreId);
    const rebinds = host.rebinds().filter((r) => r.pluginId !== coreId);
    return { plugin, host, points, settings, rebinds };
  });
  return { coreId, core: coreHost, reports };
}

/** The reports that change `pointId`, with their diff. */
export function reportsOn(catalogue: Catalogue, pointId: string): { report: PluginReport; diff: PointDiff }[] {
  return catalogue.reports
    .map((report) => ({ report, diff: report.points.get(pointId) ?? emptyDiff }))
    .filter(({ diff }) => !isEmptyDiff(diff));
}
