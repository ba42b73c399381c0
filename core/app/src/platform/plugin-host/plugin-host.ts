import {
  extensionPoints,
  messages as messagesPoint,
  SDK_VERSION,
  satisfiesRange,
  settings as settingsPoint,
  type Contribution,
  type ExtensionPoint,
  type MallSettings,
  type AnyMessagesContribution,
  type PluginContext,
  type PluginDefinition,
  type ServiceResolver,
  type ServiceToken,
  type SettingDefinition,
} from '@mall/sdk';
import { action, makeObservable, observableRef, observableShallow } from 'mobx';
import { ContributionRegistry, type DisabledEntry, type ExplainEntry, type PluginRef } from './contribution-registry';
import type { PluginNotice } from './plugin-notice';
import { RegistrationError } from './registration-error';
import { CORE_PLUGIN_ID, isCoreId, missingMessageKeys, sdkRangeProblem } from './registration-checks';

/** A recorded service override. */
export interface RebindRecord {
  readonly token: ServiceToken<unknown>;
  readonly factory: (services: ServiceResolver) => unknown;
  readonly pluginId: string;
}

/** The host state a plugin's registration starts from, to return to when it is left out. */
interface Snapshot {
  readonly registry: ContributionRegistry;
  readonly settingValues: Map<keyof MallSettings, SettingSource>;
  readonly rebinds: RebindRecord[];
  readonly loaded: number;
}

/** One plugin's registration in progress: its copy of the host state, open until `register` returns. */
interface Staging {
  readonly registry: ContributionRegistry;
  readonly settingValues: Map<keyof MallSettings, SettingSource>;
  readonly rebinds: RebindRecord[];
  open: boolean;
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
  /** The definition behind each loaded id, so a second plugin claiming an id is told apart from a repeat. */
  private definitions = new Map<string, PluginDefinition>();

  constructor(private readonly sdkVersion: string = SDK_VERSION) {
    makeObservable<PluginHost, 'registry'>(this, { notices: observableShallow, registry: observableRef, report: action });
  }

  /**
   * Registers a plugin and the plugins it `uses` (first). Returns false when it was left out.
   * A plugin and the shared plugins it brought in stand or fall together: when the plugin fails,
   * the ones registered for it are taken out again, so the mall runs on core, not half a tenant.
   */
  register(entry: PluginEntry): boolean {
    const { definition } = entry;
    if (this.definitions.get(definition.id) === definition) return true;
    const refusal = this.refusalBeforeRegister(definition);
    if (refusal) {
      this.report(refusal);
      return false;
    }
    const before = this.snapshot();
    for (const used of definition.uses ?? []) {
      if (!this.register({ definition: used, version: used.version ?? entry.version })) {
        this.leaveOut(definition.id, before, `needs plugin "${used.id}", which was left out`);
        return false;
      }
    }
    const plugin: PluginRef = { id: definition.id, version: definition.version ?? entry.version, loadIndex: this.loaded.length };
    const staged: Staging = { registry: this.registry.clone(), settingValues: new Map(this.settingValues), rebinds: [...this.rebindRecords], open: true };
    try {
      const result: unknown = definition.register(this.contextFor(plugin, staged));
      if (isThenable(result)) {
        result.then(undefined, () => undefined); // its own failure is reported with the refusal below
        throw new RegistrationError(
          `Plugin "${definition.id}": register returned a promise; registration is synchronous, so contribute everything before returning (load data inside the contributions instead)`,
          [definition.id],
        );
      }
    } catch (error) {
      this.leaveOut(definition.id, before, error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      staged.open = false;
    }
    this.registry = staged.registry;
    this.settingValues = staged.settingValues;
    this.rebindRecords = staged.rebinds;
    this.loaded.push(plugin);
    this.definitions.set(definition.id, definition);
    this.reportMissingMessages(plugin);
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

  /** Why a plugin is refused before its `register` runs: its id or its sdk range. */
  private refusalBeforeRegister(definition: PluginDefinition): PluginNotice | undefined {
    const pluginId = definition.id;
    // Core registers first, as "core"; no other plugin may take its name or one under it.
    if (isCoreId(pluginId) && (pluginId !== CORE_PLUGIN_ID || this.loaded.length > 0)) {
      return { pluginId, kind: 'register-failed', message: `Plugin id "${pluginId}" is reserved: "core" and ids starting with "core." belong to the mall's core` };
    }
    const earlier = this.loaded.find((p) => p.id === pluginId);
    if (earlier) return { pluginId, kind: 'register-failed', message: `Plugin id "${pluginId}" is already taken by another plugin (version ${earlier.version})` };
    const rangeProblem = sdkRangeProblem(definition);
    if (rangeProblem) return { pluginId, kind: 'incompatible', message: rangeProblem };
    if (!satisfiesRange(this.sdkVersion, definition.sdk)) {
      return { pluginId, kind: 'incompatible', message: `needs SDK ${definition.sdk}, the mall runs SDK ${this.sdkVersion}` };
    }
    return undefined;
  }

  private snapshot(): Snapshot {
    return { registry: this.registry, settingValues: this.settingValues, rebinds: this.rebindRecords, loaded: this.loaded.length };
  }

  /** Reports why `pluginId` failed and takes out the plugins registered for it since `before`. */
  private leaveOut(pluginId: string, before: Snapshot, message: string): void {
    this.report({ pluginId, kind: 'register-failed', message });
    const broughtIn = this.loaded.slice(before.loaded);
    this.registry = before.registry;
    this.settingValues = before.settingValues;
    this.rebindRecords = before.rebinds;
    this.loaded = this.loaded.slice(0, before.loaded);
    for (const used of broughtIn) {
      this.definitions.delete(used.id);
      this.report({ pluginId: used.id, kind: 'register-failed', message: `left out with plugin "${pluginId}", which uses it and failed to register` });
    }
  }

  /** Translations a plugin gives in one locale only are reported with their keys. */
  private reportMissingMessages(plugin: PluginRef): void {
    const own = this.registry.entries(messagesPoint.id).filter((e) => e.plugin.id === plugin.id).map((e) => e.value as AnyMessagesContribution);
    for (const [locale, keys] of Object.entries(missingMessageKeys(own))) {
      this.report({ pluginId: plugin.id, kind: 'messages-incomplete', message: `Plugin "${plugin.id}" has no ${locale} text for: ${keys.join(', ')}` });
    }
  }

  private contextFor(plugin: PluginRef, staged: Staging): PluginContext {
    const pointId = (point: ExtensionPoint<Contribution>) => {
      if (!point || typeof point.id !== 'string') throw new RegistrationError(`Plugin "${plugin.id}" passed something that is not an extension point`, [plugin.id]);
      return point.id;
    };
    // Calls after `register` returned (after an `await`, in a timer) are refused and reported:
    // the plugin's registration is already committed or refused.
    const whileOpen = <A extends unknown[]>(what: string, call: (...args: A) => void) => (...args: A) => {
      if (!staged.open) {
        const message = `Plugin "${plugin.id}" called ${what} after its registration finished; registration is synchronous, so the call is ignored`;
        this.report({ pluginId: plugin.id, kind: 'register-failed', message });
        throw new RegistrationError(message, [plugin.id]);
      }
      call(...args);
    };
    return {
      plugin: { id: plugin.id, version: plugin.version },
      sdkVersion: this.sdkVersion,
      contribute: whileOpen('contribute()', (point, ...contributions) => {
        for (const c of contributions) staged.registry.contribute(pointId(point as ExtensionPoint<Contribution>), c, plugin);
      }),
      replace: whileOpen('replace()', (point, targetId, contribution) => staged.registry.replace(pointId(point as ExtensionPoint<Contribution>), targetId, contribution, plugin)),
      disable: whileOpen('disable()', (point, targetId) => staged.registry.disable(pointId(point as ExtensionPoint<Contribution>), targetId, plugin)),
      settings: whileOpen('settings()', (values) => {
        const declared = new Set(staged.registry.resolve(settingsPoint).map((d) => d.id));
        for (const [key, value] of Object.entries(values)) {
          if (!declared.has(key as keyof MallSettings)) {
            throw new RegistrationError(`Plugin "${plugin.id}" sets unknown setting "${key}"`, [plugin.id]);
          }
          staged.settingValues.set(key as keyof MallSettings, { key: key as keyof MallSettings, value, pluginId: plugin.id });
        }
      }),
      rebind: whileOpen('rebind()', (token, factory) => {
        const earlier = staged.rebinds.find((r) => r.token.id === token.id);
        if (earlier) {
          throw new RegistrationError(`Plugins "${earlier.pluginId}" and "${plugin.id}" both rebind service "${token.name}"`, [earlier.pluginId, plugin.id]);
        }
        staged.rebinds.push({ token: token as ServiceToken<unknown>, factory, pluginId: plugin.id });
      }),
    } as PluginContext;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Ids of every point, for checks that walk the catalogue. */
export const knownPointIds = (): string[] => extensionPoints.map((p) => p.id);
