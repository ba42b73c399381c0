export type { UserInfo, UserConfig, WebConfig, UnitDimension, Channel, HiddenField } from './session';
export type { CartLine, BudgetInfo, ProductSource } from './cart';
export type { CompanyOrderHeader, CompanyInvoice, PreOrderResponse } from './order';
