import { sql as platform } from './001-platform';
import { sql as lookupsRegions } from './002-lookups-regions';

export interface Migration {
  /** `NNN-name`, applied in this order and recorded once in schema_migrations. */
  readonly id: string;
  readonly sql: string;
}

// Migrations are TypeScript modules exporting SQL so the bundle carries them; append only.
export const migrations: readonly Migration[] = [
  { id: '001-platform', sql: platform },
  { id: '002-lookups-regions', sql: lookupsRegions },
];
