import { cartFooterSlot, cartSelectionRules, cartSettleValidators, definePlugin, messages, sessionValues } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { ErpStockFooter } from './erp-stock-dialog';
import { lowStockConfirm } from './low-stock-confirm';
import { invOrganizationCode, warehousePermission } from './manufacturer-calls';
import { manufacturerMessagesEn, manufacturerMessagesZh } from './manufacturer-messages';
import { manufacturerFields } from './receipt-fields';
import { categoryMaintained, sameCategoryRule, warehouseApartRule } from './warehouse-rules';

/**
 * The manufacturer tenant (WULING's warehouse rules, spec 3): the warehouse permission (HANDLE
 * or AUTO) and the SAP inventory organisation loaded as session values; auto-assigned and
 * hand-picked warehouse lines apart, one item category per order and none missing; the SAP stock
 * behind the low-stock confirm and the ERP stock dialog; and receipt lines that need cost
 * centre, use type, invoice receiver and invoice address (also refused by the server).
 */
export default definePlugin({
  id: '@mall-tenant/manufacturer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    manufacturerFields(ctx);
    ctx.contribute(cartSelectionRules, warehouseApartRule, sameCategoryRule);
    ctx.contribute(sessionValues, warehousePermission, invOrganizationCode);
    ctx.contribute(cartSettleValidators, categoryMaintained, lowStockConfirm);
    ctx.contribute(cartFooterSlot, { id: 'manufacturer.cart.erp-stock', component: ErpStockFooter });
    ctx.contribute(messages, manufacturerMessagesZh, manufacturerMessagesEn);
  },
});

export { AUTO_WAREHOUSE, goesToAutoWarehouse, isAutoAssigned, type WarehouseLine } from './warehouse-rules';
export { warehousePermission, invOrganizationCode, querySapStock, WAREHOUSE_PERMISSION_PATH, INV_ORGANIZATION_PATH, SAP_STOCK_PATH } from './manufacturer-calls';
export type { PermittedWarehouse, SapStock, WarehousePermission } from './manufacturer-calls';
export { lowStockConfirm, LOW_STOCK_NAMES_SHOWN } from './low-stock-confirm';
export { ErpStockFooter, erpStockRow, type ErpStockRow } from './erp-stock-dialog';
export { RECEIPT, receiptFields, manufacturerFields } from './receipt-fields';
export { manufacturerMessagesEn, manufacturerMessagesZh } from './manufacturer-messages';
