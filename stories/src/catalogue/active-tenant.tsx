import { corePlugin, loadTenantPlugin, PluginHost, tenantRegistry, type TenantRegistry } from '@mall/core';
import { createContext, useContext, type ReactNode } from 'react';

/** The toolbar value meaning "no tenant plugin". */
export const CORE_ONLY = 'core';

/** The tenant chosen in the toolbar and the host the mall would run for it. */
export interface ActiveTenant {
  /** A tenant code, `core`, or the toolbar value of a package no code maps to yet. */
  readonly code: string;
  /** The package the code loads, when it loaded and registered. */
  readonly packageName?: string;
  readonly host: PluginHost;
}

/** Storybook keeps only letters, digits, spaces, `-` and `_` of a global in the URL. */
export function packageToolbarValue(packageName: string): string {
  return `package ${packageName.replace(/[^a-zA-Z0-9-]+/g, '_')}`;
}

/**
 * Toolbar entries: core only, every tenant code of the registry, then tenant packages no code
 * maps to yet (a freshly scaffolded tenant), by package name.
 */
export function tenantToolbarItems(registry: TenantRegistry = tenantRegistry): { value: string; title: string }[] {
  const codes = Object.entries(registry.codes).map(([code, pkg]) => ({ value: code, title: `${code} (${pkg})` }));
  const mapped = new Set(Object.values(registry.codes));
  const unmapped = Object.keys(registry.packages)
    .filter((pkg) => !mapped.has(pkg))
    .map((pkg) => ({ value: packageToolbarValue(pkg), title: `${pkg} (no tenant code yet)` }));
  return [{ value: CORE_ONLY, title: 'core only' }, ...codes, ...unmapped];
}

/** Builds the host for a tenant code as the mall does at start-up: core, then the tenant's package. */
export async function loadActiveTenant(code: string | undefined, registry: TenantRegistry = tenantRegistry): Promise<ActiveTenant> {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: corePlugin.version ?? '0.0.0' });
  if (!code || code === CORE_ONLY) return { code: CORE_ONLY, host };
  // A package no code maps to yet is chosen by its name: load it as if a code mapped to it.
  const unmapped = registry.codes[code] ? undefined : Object.keys(registry.packages).find((pkg) => packageToolbarValue(pkg) === code);
  const lookup = unmapped ? { ...registry, codes: { ...registry.codes, [code]: unmapped } } : registry;
  const packageName = await loadTenantPlugin(host, lookup, code);
  return { code, host, ...(packageName ? { packageName } : {}) };
}

/** How pages name the active tenant. */
export function activeTenantLabel(active: ActiveTenant): string {
  if (active.code === CORE_ONLY) return 'core only';
  if (!active.packageName) return `${active.code} (core behaviour: its package did not load)`;
  return active.code.startsWith('package ') ? active.packageName : `${active.code} (${active.packageName})`;
}

const ActiveTenantContext = createContext<ActiveTenant | undefined>(undefined);

export function ActiveTenantProvider({ value, children }: { value: ActiveTenant | undefined; children: ReactNode }) {
  return <ActiveTenantContext.Provider value={value}>{children}</ActiveTenantContext.Provider>;
}

/** The toolbar's tenant; undefined outside the Storybook decorator. */
export function useActiveTenant(): ActiveTenant | undefined {
  return useContext(ActiveTenantContext);
}
