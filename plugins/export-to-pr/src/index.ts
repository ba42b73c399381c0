import { cartFooterSlot, definePlugin, messages, type PluginDefinition } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { exportButton } from './export-button';
import { exportMessagesEn, exportMessagesZh } from './export-messages';
import type { ExportToPrOptions } from './export-rules';

/**
 * Shared plugin: export selected cart lines to a purchase request (spec 3 sections 2, 4, 5 and
 * 7). The default export leaves the budget department free among the buyer's units; a tenant
 * that locks it to the buyer's own unit uses `exportToPr({ lockBudgetDepartment: true })` (and
 * its server entry `exportToPrServer` with the same option, so the server refuses another unit).
 */
export function exportToPr(options: ExportToPrOptions = {}): PluginDefinition {
  return definePlugin({
    id: '@mall-plugin/export-to-pr',
    version,
    // The SDK version is stated once, as the package's dependency on @mall/sdk.
    sdk: `^${dependencies['@mall/sdk']}`,
    register(ctx) {
      ctx.contribute(cartFooterSlot, { id: 'export-to-pr.cart.export', order: 70, component: exportButton(options.lockBudgetDepartment === true) });
      ctx.contribute(messages, exportMessagesZh, exportMessagesEn);
    },
  });
}

export default exportToPr();
export { canExport, cartTabOf, linkSourceOf, debounce, EC, EXPORT_TABS, EXPORT_DEBOUNCE_MS, EXPORT_PR_PATH } from './export-rules';
export type { ExportToPrOptions, ExportPrResult } from './export-rules';
