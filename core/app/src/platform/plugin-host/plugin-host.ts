import {
  extensionPoints,
  SDK_VERSION,
  settings as settingsPoint,
  type Contribution,
  type ExtensionPoint,
  type MallSettings,
  type PluginContext,
  type PluginDefinition,
  type ServiceResolver,
  type ServiceToken,
  type SettingDefinition,
} from '@mall/sdk';
import { action, makeObservable, observableRef, observableShallow } from 'mobx';
import semver from 'semver';
import { ContributionRegistry, type DisabledEntry, type ExplainEntry, type PluginRef } from './contribution-registry';
import type { PluginNotice } from './plugin-notice';
import { RegistrationError } from './registration-error';

/** A recorded service override. */
export interface RebindRecord {
  readonly token: ServiceToken<unknown>;
  readonly factory: (services: ServiceResolver) => unknown;
  readonly pluginId: string;
}

/** What a plugin is registered as: its definition and the version of its package. */
export interface PluginEntry {
  readonly definition: PluginDefinition;
  readonly version: string;
}

/** Where a setting's effective value came from. */
export interface SettingSource {
  readonly key: keyof MallSettings;
  readonly value: unknown;
  readonly pluginId: string;
}

/**
 * The host side of the SDK contract: registers plugins, keeps their contributions per point,
 * and reports the plugins it had to leave out. A plugin either registers completely or not at
 * all, so a failure leaves the mall on core behaviour.
 */
export class PluginHost {
  notices: PluginNotice[] = [];
  private registry = new ContributionRegistry();
  private settingValues = new Map<keyof MallSettings, SettingSource>();
  private rebindRecords: RebindRecord[] = [];
  private loaded: PluginRef[] = [];

  constructor(private readonly sdkVersion: string = SDK_VERSION) {
    makeObservable<PluginHost, 'registry'>(this, { notices: observableShallow, registry: observableRef, report: action });
  }

  /** Registers a plugin and the plugins it `uses` (first). Returns false when it was left out. */
  register(entry: PluginEntry): boolean {
    const { definition } = entry;
    if (this.loaded.some((p) => p.id === definition.id)) return true;
    for (const used of definition.uses ?? []) {
      if (!this.register({ definition: used, version: used.version ?? entry.version })) {
        this.report({ pluginId: definition.id, kind: 'register-failed', message: `needs plugin "${used.id}", which was left out` });
        return false;
      }
    }
    if (!semver.validRange(definition.sdk) || !semver.satisfies(this.sdkVersion, definition.sdk)) {
      this.report({
        pluginId: definition.id,
        kind: 'incompatible',
        message: `needs SDK ${definition.sdk}, the mall runs SDK ${this.sdkVersion}`,
      });
      return false;
    }
    const plugin: PluginRef = { id: definition.id, version: definition.version ?? entry.version, loadIndex: this.loaded.length };
    const staged = this.registry.clone();
    const stagedSettings = new Map(this.settingValues);
    const stagedRebinds = [...this.rebindRecords];
    try {
      definition.register(this.contextFor(plugin, staged, stagedSettings, stagedRebinds));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.report({ pluginId: definition.id, kind: 'register-failed', message });
      return false;
    }
    this.registry = staged;
    this.settingValues = stagedSettings;
    this.rebindRecords = stagedRebinds;
    this.loaded.push(plugin);
    return true;
  }

  report(notice: PluginNotice): void {
    console.error(`[plugin ${notice.pluginId}] ${notice.kind}: ${notice.message}`);
    this.notices.push(notice);
  }

  /** The effective contributions of a point in order. */
  get<T extends Contribution>(point: ExtensionPoint<T>): T[] {
    return this.registry.resolve(point);
  }

  /** The single effective contribution of a `single` point. */
  single<T extends Contribution>(point: ExtensionPoint<T>): T | undefined {
    return this.registry.resolve(point)[0];
  }

  explain(pointId: string): ExplainEntry[] {
    return this.registry.explain(pointId);
  }

  disabled(pointId: string): DisabledEntry[] {
    return this.registry.disabled(pointId);
  }

  /** Declared settings with plugin values applied. */
  settings(): MallSettings {
    const values: Record<string, unknown> = {};
    for (const def of this.registry.resolve(settingsPoint) as SettingDefinition[]) values[def.id] = def.defaultValue;
    for (const [key, source] of this.settingValues) values[key] = source.value;
    return values as unknown as MallSettings;
  }

  settingSources(): SettingSource[] {
    return [...this.settingValues.values()];
  }

  rebinds(): readonly RebindRecord[] {
    return this.rebindRecords;
  }

  plugins(): readonly PluginRef[] {
    return this.loaded;
  }

  private contextFor(
    plugin: PluginRef,
    registry: ContributionRegistry,
    settingValues: Map<keyof MallSettings, SettingSource>,
    rebinds: RebindRecord[],
  ): PluginContext {
    const pointId = (point: ExtensionPoint<Contribution>) => {
      if (!point || typeof point.id !== 'string') throw new RegistrationError(`Plugin "${plugin.id}" passed something that is not an extension point`, [plugin.id]);
      return point.id;
    };
    return {
      plugin: { id: plugin.id, version: plugin.version },
      sdkVersion: this.sdkVersion,
      contribute: (point, ...contributions) => {
        for (const c of contributions) registry.contribute(pointId(point as ExtensionPoint<Contribution>), c, plugin);
      },
      replace: (point, targetId, contribution) =>
        registry.replace(pointId(point as ExtensionPoint<Contribution>), targetId, { ...contribution, id: targetId } as Contribution, plugin),
      disable: (point, targetId) => registry.disable(pointId(point as ExtensionPoint<Contribution>), targetId, plugin),
      settings: (values) => {
        const declared = new Set(registry.resolve(settingsPoint).map((d) => d.id));
        for (const [key, value] of Object.entries(values)) {
          if (!declared.has(key as keyof MallSettings)) {
            throw new RegistrationError(`Plugin "${plugin.id}" sets unknown setting "${key}"`, [plugin.id]);
          }
          settingValues.set(key as keyof MallSettings, { key: key as keyof MallSettings, value, pluginId: plugin.id });
        }
      },
      rebind: (token, factory) => {
        const earlier = rebinds.find((r) => r.token.id === token.id);
        if (earlier) {
          throw new RegistrationError(`Plugins "${earlier.pluginId}" and "${plugin.id}" both rebind service "${token.name}"`, [earlier.pluginId, plugin.id]);
        }
        rebinds.push({ token: token as ServiceToken<unknown>, factory, pluginId: plugin.id });
      },
    };
  }
}

/** Ids of every point, for checks that walk the catalogue. */
export const knownPointIds = (): string[] => extensionPoints.map((p) => p.id);
