import { cartSelectionRules, cartSettleValidators, definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { manufacturerMessagesEn, manufacturerMessagesZh } from './manufacturer-messages';
import { manufacturerFields } from './receipt-fields';
import { categoryMaintained, sameCategoryRule, warehouseApartRule } from './warehouse-rules';

/**
 * The manufacturer tenant (WULING's warehouse rules, spec 3): auto-assigned and hand-picked
 * warehouse lines apart, one item category per order and none missing, and receipt lines that
 * need cost centre, use type, invoice receiver and invoice address (also refused by the server).
 */
export default definePlugin({
  id: '@mall-tenant/manufacturer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    manufacturerFields(ctx);
    ctx.contribute(cartSelectionRules, warehouseApartRule, sameCategoryRule);
    ctx.contribute(cartSettleValidators, categoryMaintained);
    ctx.contribute(messages, manufacturerMessagesZh, manufacturerMessagesEn);
  },
});

export { AUTO_WAREHOUSE, isAutoAssigned, lowStockNames, type WarehouseLine } from './warehouse-rules';
export { RECEIPT, receiptFields, manufacturerFields } from './receipt-fields';
export { manufacturerMessagesEn, manufacturerMessagesZh } from './manufacturer-messages';
