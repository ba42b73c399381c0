export { SDK_VERSION } from './version';
export { isVersionRange, isWithinOneMajor, satisfiesRange } from './sdk-range';
export { defineExtensionPoint } from './extension-point';
export type { MergeRule, Contribution, ExtensionPoint, ContributionOf } from './extension-point';
export type { MallContext } from './context';
export { msg } from './message';
export type { MessageRef } from './message';
export type { PurchaseRequestLineValues } from './purchase-request-line';
export type { FieldComponent, FieldRow, RowPredicate, FieldOption, FieldSchema, FieldError } from './field-schema';
export { isEmptyValue, isFieldRequired, isFieldHidden, validateFieldRow, defaultFieldValues, applyFieldChange } from './field-validate';
export { fieldPoints, coreFieldRegistration, resolveFieldRegistrations } from './field-registration';
export type { FieldRegistrar, FieldRegistration, FieldWrite, FieldContributionSet, NamedFieldRegistration } from './field-registration';
export { lookupQuery, isBranchRecord, checkChoice, isChoiceField } from './field-lookup';
export type { LookupRecord } from './field-lookup';
export { fieldMessageTexts, fieldMessagesOf } from './field-messages';
export { outcome, summariseOutcomes, askConfirms } from './validation';
export type { OutcomeLevel, OutcomeTarget, ValidationOutcome, OutcomeSummary, OutcomeCell, OutcomeColumn, OutcomeContent, OutcomeAction, OutcomeExtras, AskConfirm } from './validation';
export * from './points';
export { extensionPoints, findExtensionPoint } from './catalogue';
export { definePlugin } from './plugin';
export type { PluginContext, PluginDefinition } from './plugin';
export { defineServiceToken, HttpClientToken, BudgetApiToken } from './services';
export type { ServiceToken, HttpClient, HttpRequestOptions, BudgetApi, BudgetLineOutcome, ServiceResolver } from './services';
export {
  MallServicesContext,
  useMallService,
  CartViewToken,
  RemarkDialogToken,
  CountdownDialogToken,
  OperationFailedDialogToken,
  FieldFormToken,
  LookupDialogToken,
  AttachmentListToken,
  ImportDrawerToken,
} from './components';
export type {
  CartExtraColumn,
  CartViewProps,
  RemarkDialogProps,
  CountdownDialogProps,
  OperationFailedDialogProps,
  FieldFormProps,
  LookupChoice,
  LookupDialogProps,
  AttachmentFile,
  AttachmentListProps,
  ImportDrawerProps,
} from './components';
export { MultiLanguageModalToken, MyMallFrameToken, PersonalColumnsToken, usePersonalColumns } from './shared-components';
export type { MultiLanguageText, MultiLanguageModalProps, MyMallFrameProps, PersonalColumn, PersonalColumns, PersonalColumnsHook } from './shared-components';
export { useMessage, UseMessageToken, NotificationsToken, useMallNavigation, UseNavigationToken } from './ui-services';
export type { Translate, NoticeLevel, Notifications, MallNavigation } from './ui-services';
export { CoreIds } from './core-ids';
export type { CartLine, CompanyOrderHeader, BudgetInfo, UserConfig, UserInfo, Channel, ProductSource, MallOrder, MallOrderLine } from '@mall/domain';
