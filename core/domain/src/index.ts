export type * from './entities';

export type { DomainMessage } from './messages/domain-message';
export { domainMessage, formatDomainMessage } from './messages/domain-message';
export type { DomainMessageKey } from './messages/en-US';
export { enUS } from './messages/en-US';
export { zhCN } from './messages/zh-CN';

export { POLL_INTERVAL_MS, MAX_POLLS, REDIRECT_DELAY_MS, IMPORT_AUTO_REFRESH_MS } from './constants/polling';
export { ORDER_SPLIT_CAP, TAX_INCLUDED_WARNING_THRESHOLD, PDF_LINE_WARNING_THRESHOLD, exceedsOrderSplitCap } from './constants/order-limits';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, LOV_PAGE_SIZES } from './constants/pagination';
export {
  DIALOG_WIDTHS,
  WARNING_MODAL_WIDTH,
  INVOICE_MODAL_WIDTH,
  LOGISTICS_DRAWER_WIDTH,
  RECEIPT_DRAWER_WIDTH,
  BUDGET_PANEL_WIDTH,
  ADDRESS_DRAWER_WIDTH,
  SUPPLEMENTARY_SIDEBAR_WIDTH,
  IMPORT_DRAWER_WIDTH,
  LOOKUP_DIALOG_DEFAULT_WIDTH,
  LOOKUP_DIALOG_MIN_WIDTH,
  LOOKUP_DIALOG_MAX_WIDTH,
  lookupDialogWidth,
} from './constants/layout';
export {
  DEFAULT_MIN_PURCHASE_QUANTITY,
  DEFAULT_MIN_PACKAGE_QUANTITY,
  DEFAULT_UOM_PRECISION,
  DEFAULT_PRICE,
  LARGE_UPPER_BOUND,
  SECONDARY_UPPER_BOUND,
  TENANT_MAX_AMOUNT,
} from './constants/quantity-defaults';
export { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT, DAY_START, DAY_END } from './constants/date-formats';
export {
  SPINNER_DELAY_MS,
  PERMISSION_BATCH_DELAY_MS,
  SCROLL_ANIMATION_MS,
  QUERY_DEBOUNCE_MS,
  SAVE_THROTTLE_MS,
  REMAINING_BUDGET_DEBOUNCE_MS,
  NOTIFICATION_DURATION_S,
} from './constants/timing';
export { PRIMARY_COLOR, DEFAULT_THEME_COLOR_CODE, APP_VERSION } from './constants/theme';
export { DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE } from './constants/locale';
export { DEFAULT_MANUAL_FILE_SIZE_MB, UPLOAD_BUCKETS, UPLOAD_DIRECTORY } from './constants/attachment';
export type { SortOrderType, SortOrder } from './constants/product';
export { PRODUCT_SOURCES, CATALOGUE_SOURCE, PERSONAL_PAYMENT, SORT_ORDER_TYPES } from './constants/product';
export { PRE_ORDER_INVOICE_ERROR_CODES, MONITORED_ERROR_CODES, isPreOrderInvoiceError, isMonitoredErrorCode } from './constants/error-codes';
export type { ManualRequestStatus } from './constants/manual-request-status';
export { MANUAL_REQUEST_STATUSES } from './constants/manual-request-status';
export type { ImportBatchStatus, ImportRowStatus, ImportStage } from './constants/import-status';
export { IMPORT_BATCH_STATUSES, IMPORT_ROW_STATUSES, IMPORT_STAGES } from './constants/import-status';
export {
  INVOICE_METHOD,
  INVOICE_TYPE,
  INVOICE_TITLE_TYPE,
  INVOICE_DETAIL_TYPE_100,
  INVOICE_INFO_MENU,
  INVOICE_REMARK_MAX_LENGTH,
} from './constants/invoice-codes';

export type {
  CartLineType,
  CartBusinessType,
  CartGroupType,
  CartGroupingMode,
  CartViewType,
  CartGroupingOptions,
  CartGroup,
} from './rules/cart-line-classification';
export {
  cartLineType,
  cartBusinessType,
  cartGroupType,
  effectiveGroupingMode,
  isGroupedCartView,
  cartGroupKey,
  groupCartLines,
} from './rules/cart-line-classification';
