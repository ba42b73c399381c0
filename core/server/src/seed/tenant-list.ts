import config from '../../../../tenants.config.json' with { type: 'json' };
import type { TenantSpec } from './seed-part';

interface TenantsConfig {
  tenants: Record<string, string>;
  coreOnly?: string[];
}

/** Every tenant code of the repo's tenants.config.json, plugin tenants first, then core-only ones. */
export function tenantsFromConfig(source: TenantsConfig = config as TenantsConfig): TenantSpec[] {
  return [
    ...Object.entries(source.tenants).map(([code, pluginPackage]) => ({ code, pluginPackage })),
    ...(source.coreOnly ?? []).map((code) => ({ code })),
  ];
}
