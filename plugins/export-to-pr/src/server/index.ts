import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import type { ExportToPrOptions } from '../export-rules';
import { exportMigrations } from './export-migrations';
import { exportServerMessages, exportToPrRoutes } from './export-routes';

/**
 * The plugin's server side: the export call and its tables. A tenant that uses the plugin
 * spreads `exportToPrServer(options)` into its own server entry with the options its browser
 * entry passes to `exportToPr`.
 */
export function exportToPrServer(options: ExportToPrOptions = {}) {
  return { migrations: exportMigrations, routes: exportToPrRoutes(options), messages: exportServerMessages };
}

export default defineServerPlugin({
  id: '@mall-plugin/export-to-pr',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  ...exportToPrServer(),
});

export { exportMigrations, exportToPrRoutes, exportServerMessages };
