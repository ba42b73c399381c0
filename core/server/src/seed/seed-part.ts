import type { Db } from '../db/db';

/** A tenant code from tenants.config.json and the plugin package it runs (none: core only). */
export interface TenantSpec {
  code: string;
  pluginPackage?: string;
}

export interface SeedContext {
  readonly tenants: readonly TenantSpec[];
  /** The demo password every seeded user gets. */
  readonly password: string;
}

/**
 * One slice of the demo data. Parts run in order inside one transaction; each is idempotent
 * (insert ... on conflict do nothing, then look rows up by their natural key).
 */
export interface SeedPart {
  readonly name: string;
  run(tx: Db, ctx: SeedContext): Promise<void>;
}
