import { exportToPrServer } from '@mall-plugin/export-to-pr/server';
import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { networkMigrations } from './network-migrations';
import { networkRoutes } from './network-routes';
import { seedNetwork } from './network-seed';
import { networkServerMessages } from './network-server-messages';

/** The export as the browser entry uses it: the budget department locked to the buyer's unit. */
const exportSide = exportToPrServer({ lockBudgetDepartment: true });

/**
 * The network-equipment firm's server entry (spec 3 section 7): the IT address check and save,
 * the submit check (external stock, compatibility samples, JD invoice address), and the export
 * to purchase request of the shared plugin it uses, with the unit lock.
 */
export default defineServerPlugin({
  id: '@mall-tenant/network-equipment',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: [...exportSide.migrations, ...networkMigrations],
  routes: [...exportSide.routes, ...networkRoutes],
  messages: { ...exportSide.messages, ...networkServerMessages },
  seed: seedNetwork,
});
