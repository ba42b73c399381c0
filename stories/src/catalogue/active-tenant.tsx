import { corePlugin, loadTenantPlugin, PluginHost, tenantRegistry, type TenantRegistry } from '@mall/core';
import { createContext, useContext, type ReactNode } from 'react';

/** The toolbar value meaning "no tenant plugin". */
export const CORE_ONLY = 'core';

/** The tenant chosen in the toolbar and the host the mall would run for it. */
export interface ActiveTenant {
  readonly code: string;
  /** The package the code loads, when it loaded and registered. */
  readonly packageName?: string;
  readonly host: PluginHost;
}

/** Toolbar entries: core only, then every tenant code of the registry. */
export function tenantToolbarItems(registry: TenantRegistry = tenantRegistry): { value: string; title: string }[] {
  const codes = Object.entries(registry.codes).map(([code, pkg]) => ({ value: code, title: `${code} (${pkg})` }));
  return [{ value: CORE_ONLY, title: 'core only' }, ...codes];
}

/** Builds the host for a tenant code as the mall does at start-up: core, then the tenant's package. */
export async function loadActiveTenant(code: string | undefined, registry: TenantRegistry = tenantRegistry): Promise<ActiveTenant> {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: corePlugin.version ?? '0.0.0' });
  if (!code || code === CORE_ONLY) return { code: CORE_ONLY, host };
  const packageName = await loadTenantPlugin(host, registry, code);
  return { code, host, ...(packageName ? { packageName } : {}) };
}

const ActiveTenantContext = createContext<ActiveTenant | undefined>(undefined);

export function ActiveTenantProvider({ value, children }: { value: ActiveTenant | undefined; children: ReactNode }) {
  return <ActiveTenantContext.Provider value={value}>{children}</ActiveTenantContext.Provider>;
}

/** The toolbar's tenant; undefined outside the Storybook decorator. */
export function useActiveTenant(): ActiveTenant | undefined {
  return useContext(ActiveTenantContext);
}
