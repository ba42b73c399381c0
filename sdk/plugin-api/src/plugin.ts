import type { Contribution, ExtensionPoint } from './extension-point';
import type { MallSettings } from './points/settings';
import type { ServiceResolver, ServiceToken } from './services';

/**
 * The host API a plugin's `register` receives. Every call is recorded with the plugin that
 * made it, so conflicts name both plugins and `explain(pointId)` shows who contributed what.
 * @public
 */
export interface PluginContext {
  /** The plugin being registered. */
  readonly plugin: { readonly id: string; readonly version: string };
  /** Version of the SDK the host runs. */
  readonly sdkVersion: string;
  /** Adds contributions to a point. Ids must be new within the point. */
  contribute<T extends Contribution>(point: ExtensionPoint<T>, ...contributions: readonly T[]): void;
  /** Replaces the contribution with `targetId` (made by core or another plugin); the id is kept. */
  replace<T extends Contribution>(point: ExtensionPoint<T>, targetId: string, contribution: Omit<T, 'id'> & { readonly id?: string }): void;
  /** Removes the contribution with `targetId`. */
  disable<T extends Contribution>(point: ExtensionPoint<T>, targetId: string): void;
  /** Sets values of declared settings. Unknown names are an error. */
  settings(values: Partial<MallSettings>): void;
  /** Rebinds a core service token: the rare deep override (a tenant's own endpoint). */
  rebind<T>(token: ServiceToken<T>, factory: (services: ServiceResolver) => T): void;
}

/**
 * A plugin: a tenant package or a shared feature package.
 * @public
 */
export interface PluginDefinition {
  /** Package-like id, for example `@mall-tenant/retail-chain`. */
  readonly id: string;
  /** The package version, usually `version` imported from the package's package.json. */
  readonly version?: string;
  /** Semver range of the SDK the plugin was written against, for example `^1.0.0`. */
  readonly sdk: string;
  /** Plugins this one builds on (shared plugins it enables); they register first. */
  readonly uses?: readonly PluginDefinition[];
  readonly register: (ctx: PluginContext) => void;
}

/**
 * Declares a plugin. The package's default export.
 * @public
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (!definition.id) throw new Error('definePlugin: id is required');
  if (!definition.sdk) throw new Error(`definePlugin(${definition.id}): sdk range is required`);
  return Object.freeze({ ...definition });
}
