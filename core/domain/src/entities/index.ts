export type { BudgetDimensionConfig, UserInfo, UserConfig, WebConfig, UnitDimension, Channel, HiddenField } from './session';
export type { CartLine, BudgetInfo, ProductSource } from './cart';
export type { CompanyOrderHeader, CompanyInvoice, PreOrderResponse } from './order';
export type { ReceivingAddress, Region, SavedRegion } from './address';
export type { LadderPrice, ProductPurchaseLimits, PricingRule, CompareListItem } from './product';
export type { ReceiptLine, ReceiptStockEntry } from './receipt';
export type { ImportStatusReply } from './import';
export type {
  ColumnImportTemplate, ImportBatchInfo, ImportComponentType, ImportOption, ImportRowInfo, ImportTemplate, ImportTemplateColumn, ImportTemplateLine,
  ImportTemplateSheet, ImportTemplateTarget, ModelImportTemplate,
} from './import-template';
export type { MallOrder, MallOrderLine, MallOrderAddress } from './my-order';
export type { OrderExtraField, OrderCustomDimension, OrderExtraLine, OrderExtraInfo } from './order-extra-info';
export type { MallRequest, MallRequestEntry } from './purchase-request';
