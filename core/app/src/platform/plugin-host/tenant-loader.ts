import type { PluginDefinition } from '@mall/sdk';
import type { PluginHost } from './plugin-host';

/** A tenant package the build knows about: its version and a lazy import (its own chunk). */
export interface TenantPackage {
  readonly version: string;
  readonly load: () => Promise<{ default: PluginDefinition }>;
}

/** Tenant code -> package name, and package name -> loader. */
export interface TenantRegistry {
  readonly codes: Readonly<Record<string, string>>;
  readonly packages: Readonly<Record<string, TenantPackage>>;
}

/**
 * Loads only the signed-in tenant's package and registers it. Anything that goes wrong is
 * reported by the host and leaves the mall on core behaviour; it never rejects.
 * Returns the package name when the plugin is active.
 */
export async function loadTenantPlugin(host: PluginHost, registry: TenantRegistry, tenantNum: string): Promise<string | undefined> {
  const packageName = registry.codes[tenantNum];
  if (!packageName) return undefined;
  const pkg = registry.packages[packageName];
  if (!pkg) {
    host.report({ pluginId: packageName, kind: 'load-failed', message: `tenant ${tenantNum} maps to ${packageName}, which this build does not contain` });
    return undefined;
  }
  let definition: PluginDefinition;
  try {
    const module = await pkg.load();
    definition = module.default;
    if (!definition || typeof definition.register !== 'function') throw new Error('its default export is not a plugin (use definePlugin)');
  } catch (error) {
    host.report({ pluginId: packageName, kind: 'load-failed', message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
  return host.register({ definition, version: pkg.version }) ? packageName : undefined;
}
