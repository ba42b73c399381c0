import { SDK_VERSION } from '@mall/sdk';
import { isWithinOneMajor, type ServerPluginDefinition } from '@mall/sdk/server';
import semver from 'semver';
import type { TenantSpec } from '../seed/seed-part';
import { builtEntryName, hasServerEntry } from './server-entry';

/** A plugin package's server entry, with the tenant codes whose callers may use its routes. */
export interface LoadedServerPlugin {
  readonly packageName: string;
  readonly definition: ServerPluginDefinition;
  readonly tenantCodes: readonly string[];
}

type Importer = (specifier: string) => Promise<{ default?: ServerPluginDefinition }>;

/**
 * Imports a package's server entry. From sources (tsx, vitest) by its name; the built server
 * (`npm run build -w @mall/server`, which `npm start` runs) carries every entry
 * tenants.config.json names beside itself, built with it so they share its SDK and domain
 * modules (core/server/tsup.config.ts).
 */
const importServerEntry: Importer = (specifier) =>
  import.meta.url.endsWith('.ts') ? import(specifier) : import(new URL(`./${builtEntryName(specifier)}.js`, import.meta.url).href);

/**
 * Loads the server entry (`<package>/server`) of every package tenants.config.json names. An
 * entry written for another SDK range, or one that fails to load, stops the server with the
 * reason: serving a tenant without its calls would fail later and less clearly.
 */
export async function loadServerPlugins(
  tenants: readonly TenantSpec[],
  importer: Importer = importServerEntry,
  hasEntry: (packageName: string) => boolean = hasServerEntry,
): Promise<LoadedServerPlugin[]> {
  const codesByPackage = new Map<string, string[]>();
  for (const { code, pluginPackage } of tenants) {
    if (pluginPackage) codesByPackage.set(pluginPackage, [...(codesByPackage.get(pluginPackage) ?? []), code]);
  }
  const loaded: LoadedServerPlugin[] = [];
  for (const [packageName, tenantCodes] of [...codesByPackage].sort(([a], [b]) => a.localeCompare(b))) {
    if (!hasEntry(packageName)) continue;
    let definition: ServerPluginDefinition | undefined;
    try {
      definition = (await importer(`${packageName}/server`)).default;
    } catch (error) {
      throw new Error(`The server entry of ${packageName} failed to load: ${(error as Error).message}`);
    }
    if (!definition) throw new Error(`The server entry of ${packageName} has no default export (defineServerPlugin(...))`);
    if (!isWithinOneMajor(definition.sdk)) {
      throw new Error(`The server entry of ${packageName} declares sdk "${definition.sdk}", which does not name a major version of the SDK; write a range such as ^1.0.0`);
    }
    if (!semver.satisfies(SDK_VERSION, definition.sdk)) {
      throw new Error(`The server entry of ${packageName} needs SDK ${definition.sdk}; this server implements ${SDK_VERSION}`);
    }
    loaded.push({ packageName, definition, tenantCodes });
  }
  return loaded;
}
