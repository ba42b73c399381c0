import type { Migration } from '../db/migrations';
import type { LoadedServerPlugin } from './load-server-plugins';

/** A plugin's migrations, recorded under its id so two plugins may both name one `001-budget`. */
export function pluginMigrations(plugins: readonly LoadedServerPlugin[]): Migration[] {
  return plugins.flatMap(({ definition }) => (definition.migrations ?? []).map((m) => ({ id: `plugin:${definition.id}/${m.name}`, sql: m.sql })));
}
