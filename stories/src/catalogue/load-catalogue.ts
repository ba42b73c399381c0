import { corePlugin, sharedPluginPackages, tenantRegistry, type TenantRegistry } from '@mall/core';
import type { PluginDefinition } from '@mall/sdk';
import { buildCatalogue, type Catalogue, type CataloguePlugin } from './catalogue-model';

type PackageLoaders = Readonly<Record<string, { version: string; load: () => Promise<{ default: PluginDefinition }> }>>;

async function loadPackage(name: string, version: string, load: () => Promise<{ default: PluginDefinition }>) {
  try {
    const definition = (await load()).default;
    if (!definition || typeof definition.register !== 'function') return { loadError: `${name}: the default export is not a plugin (use definePlugin)` };
    return { definition };
  } catch (error) {
    return { loadError: `${name}@${version}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Imports every tenant package of the registry and every shared plugin. */
export async function loadCataloguePlugins(
  registry: TenantRegistry = tenantRegistry,
  shared: PackageLoaders = sharedPluginPackages,
): Promise<CataloguePlugin[]> {
  const codesOf = (name: string) => Object.entries(registry.codes).filter(([, pkg]) => pkg === name).map(([code]) => code);
  const tenants = Object.entries(registry.packages).map(async ([name, pkg]) => ({
    name,
    version: pkg.version,
    kind: 'tenant' as const,
    codes: codesOf(name),
    ...(await loadPackage(name, pkg.version, pkg.load)),
  }));
  const plugins = Object.entries(shared).map(async ([name, pkg]) => ({
    name,
    version: pkg.version,
    kind: 'shared' as const,
    codes: [],
    ...(await loadPackage(name, pkg.version, pkg.load)),
  }));
  return Promise.all([...tenants, ...plugins]);
}

let cached: Promise<Catalogue> | undefined;

/** The catalogue of the packages this build contains, built once per page load. */
export function loadCatalogue(): Promise<Catalogue> {
  cached ??= loadCataloguePlugins().then((plugins) => buildCatalogue(corePlugin, plugins));
  return cached;
}
