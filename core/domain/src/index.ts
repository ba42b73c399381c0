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
export { DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE, SIGN_IN_LANGUAGE_COOKIE } from './constants/locale';
export { MULTI_LANGUAGE_MAX_LENGTH_ZH, MULTI_LANGUAGE_MAX_LENGTH, multiLanguageLimit, PERSONAL_TABLE_CACHE_MS } from './constants/multi-language';
export {
  DEFAULT_MANUAL_FILE_SIZE_MB,
  UPLOAD_BUCKETS,
  UPLOAD_DIRECTORY,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_IMAGE_EXTENSIONS,
  ATTACHMENT_DEFAULT_MAX_MB,
  ATTACHMENT_PURCHASE_REQUEST_MAX_MB,
  ATTACHMENT_GENERAL_MAX_MB,
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_NAME_DISPLAY_LENGTH,
} from './constants/attachment';
export { checkAttachment, attachmentMaxMb, displayAttachmentName, fileExtension, isImageFileName } from './rules/attachment-rules';
export type { SortOrderType, SortOrder } from './constants/product';
export { PRODUCT_SOURCES, CATALOGUE_SOURCE, PERSONAL_PAYMENT, SORT_ORDER_TYPES } from './constants/product';
export { PRE_ORDER_INVOICE_ERROR_CODES, MONITORED_ERROR_CODES, isPreOrderInvoiceError, isMonitoredErrorCode } from './constants/error-codes';
export type { ManualRequestStatus } from './constants/manual-request-status';
export { MANUAL_REQUEST_STATUSES, PURCHASE_MANUALLY_ADDRESS_CODE, ADD_PURCHASE_PATH } from './constants/manual-request-status';
export type { ImportBatchStatus, ImportRowStatus, ImportStage } from './constants/import-status';
export type { MallOrderStatus, OrderLineSubStatus, OrderLineCancelCode } from './constants/order-status';
export { MALL_ORDER_STATUSES, ORDER_LINE_SUB_STATUSES, ORDER_LINE_CANCEL_CODES, CANCELLABLE_ORDER_STATUSES, CHANGEABLE_ORDER_STATUSES, isCancellableOrder, lineStatusKey } from './constants/order-status';
export type { AfterSaleType, AfterSaleReason, AfterSaleStatus } from './constants/after-sales';
export { AFTER_SALE_TYPES, AFTER_SALE_REASONS, AFTER_SALE_STATUSES, AFTER_SALE_TEXT_MAX, canApplyAfterSale, canReviewOrder, canCancelAfterSale } from './constants/after-sales';
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

export { roundHalfUp, countDecimals, isMultipleOf } from './rules/decimal';
export { ladderPriceFor, firstLadderStart, lastLadderEnd } from './rules/ladder-price';
export type { PurchaseRange } from './rules/purchase-range';
export { purchaseRange } from './rules/purchase-range';
export type { QuantityLine, CartQuantityOptions, CartQuantityRange, CartQuantityDecision } from './rules/cart-quantity';
export { quantityPrecision, quantityStep, quantityCap, cartQuantityRange, decideCartQuantity } from './rules/cart-quantity';
export { isPackValid } from './rules/pack-validity';
export { validateBudgetRowQuantity, validateBatchProductQuantity } from './rules/budget-quantity';
export type { PriceDisplayPage } from './rules/price-display';
export { isMaskedValue, maskedDisplay, priceDecimals, formatPrice } from './rules/price-display';
export { maskPhone } from './rules/masks';
export {
  SIX_DIGIT_CODE_PATTERN,
  EMAIL_PATTERN,
  MAINLAND_MOBILE_PATTERN,
  NON_MAINLAND_MOBILE_PATTERN,
  FIXED_PHONE_PATTERN,
  ZIP_PATTERN,
  NON_BLANK_TRIMMED_PATTERN,
  DIGITS_ONLY_PATTERN,
  DIGIT_THEN_SEPARATOR_PATTERN,
  UNDEFINED_TEXT_PATTERN,
  isMainlandMobile,
  isValidMobile,
} from './rules/patterns';
export type { AddressFormField, AddressFormValues, AddressValidationContext, AddressFieldErrors } from './rules/address-form';
export { MIN_REGION_LEVELS, isRegionComplete, validateAddress, lastRegionId, composeFullAddress, isAddressSelectable } from './rules/address-form';
export { ADDRESS_LIMITS, addressLengthErrors } from './rules/address-limits';
export { savedRegionOf, savedRegionIds, regionChoiceOf, parseSavedRegion } from './rules/saved-region';
export { BUDGET_DATA_DEFAULTS, withBudgetDataDefaults } from './rules/budget-data';
export type { RegionChoice } from './rules/saved-region';
export type { AddressLimitedField } from './rules/address-limits';
export type { StockDisplay } from './rules/stock-display';
export { stockDisplay, onlyInStockParam, isStockShort } from './rules/stock-display';
export type { NeedDatePolicy } from './rules/needed-date';
export { isNeededDateHidden, validateNeededDate, addDays, defaultNeededDate } from './rules/needed-date';
export { isHidden } from './rules/hidden-fields';
export { checkSameCurrency } from './rules/same-currency';
export type { LowerPriceOutcome } from './rules/lower-price-rule';
export { lowerPriceRule } from './rules/lower-price-rule';
export type { CompareListChange } from './rules/compare';
export { COMPARE_LIST_MAX, checkCompareCount, addToCompareList, removeFromCompareList } from './rules/compare';
export { SALES_VOLUME_CAP_TEN_THOUSANDS, salesVolumeDisplay } from './rules/sales-volume';
export { canCancelRequest, budgetWarningEntries } from './rules/request-actions';
export type { RequestAction } from './rules/request-transitions';
export { requestTransition, statusesAllowing } from './rules/request-transitions';
export { normalisePermissionCode } from './rules/permission-code';
export { checkLocalStorageValue } from './rules/local-storage-value';
export type { FindingLevel, FindingTarget, OrderFinding } from './rules/order-submit/order-finding';
export { isEmptyValue } from './rules/order-submit/order-finding';
export { checkRemarkAndDeliveryFlag, checkPurchaseRequestType, checkProductRemarks } from './rules/order-submit/header-required-fields';
export { checkPaymentMethod, needsPaymentMethod } from './rules/order-submit/payment-method';
export { missingInvoiceFields, checkInvoiceCompleteness, checkInnerInvoice, needsInnerInvoice, checkInvoiceAddress } from './rules/order-submit/invoice-completeness';
export type { MinimumAmountControl } from './rules/order-submit/points-and-minimum';
export { checkPointsBalance, checkMinimumOrderAmount, ordersMeetingMinimum, personalPointsNeeded } from './rules/order-submit/points-and-minimum';
export type { OrderSubmitContext } from './rules/order-submit/validate-order-submit';
export { validateOrderSubmit } from './rules/order-submit/validate-order-submit';
export type { InvoiceDialogValues, InvoiceDialogState, InvoiceDialogErrors } from './rules/invoice-dialog';
export { invoiceDialogState, validateInvoiceDialog } from './rules/invoice-dialog';
export type { ReceiptDraftLine, StockEntryErrors } from './rules/receipt-quantity';
export {
  prepareReceiptLines,
  isReceiptQuantityEditable,
  receiptQuantityRange,
  validateReceiptQuantity,
  validatePackageQuantity,
  baseQuantityFromPackage,
  validateStockEntries,
  showsDoubleUnit,
  doubleUnitText,
} from './rules/receipt-quantity';
export type { ImportProgress } from './rules/import-progress';
export { progressPercent, uploadPercent, importProgress, importSummary } from './rules/import-progress';
export type { ImportCellValue, ImportCellResult } from './rules/import-cell';
export { checkColumnCell, checkModelCell, cellText, formatDate, parseDate, neutraliseCell } from './rules/import-cell';
export {
  IMPORT_MAX_FILE_MB, IMPORT_SLICE_MB, IMPORT_SLICE_THREADS, IMPORT_HASH_MB, IMPORT_EXTENSIONS, IMPORT_HISTORY_DAYS, IMPORT_MAX_ROWS,
} from './constants/import-limits';
export { budgetRowStatus, isBudgetPanelReadOnly, isBatchBudgetDisabled, isCartLineCheckFailed, budgetFailuresFirst } from './rules/budget-rows';
