// `@mall/sdk/server`: the contract of a plugin package's server entry. Kept apart from the
// browser entry so a server entry pulls in no React, antd or MobX.
export { defineServerPlugin, defineServerRoute, ServerCallError } from './server-plugin';
export { isWithinOneMajor } from '../sdk-range';
// The cart's price rule, for a server entry that answers amounts of lines (not only its caller's).
export { ladderPriceFor } from '@mall/domain';
export type { LadderPrice } from '@mall/domain';
export { defineImportTemplate, importTemplatesPoint } from './import-templates';
export type { ServerOrderSubmitValidator, ServerOrderSubmitInput, ServerOrderSubmitContext, ServerOrderMessage, ServerSubmitRefusal } from './submit-validators';
export type { ServerOrderSubmitDiverter, ServerOrderDivertContext, ServerOrderDivertOutcome, ServerPurchaseRequestDraft, ServerPurchaseRequestEntry } from './submit-diverters';
export type { PurchaseRequestLineValues } from '../purchase-request-line';
export type { ImportCall, ImportCheckContext, ImportedRow, ImportRowRefusal, ImportRunningAmount, ImportStageContext, ImportTemplateContribution } from './import-templates';
export type {
  ImportTemplate, ColumnImportTemplate, ModelImportTemplate, ImportTemplateLine, ImportTemplateTarget, ImportTemplateColumn, ImportTemplateSheet, ImportComponentType, ImportOption,
} from '@mall/domain';
export type {
  JsonSchema,
  ServerCall,
  ServerDb,
  ServerFieldCheckOptions,
  ServerLookupValue,
  ServerMessages,
  ServerMigration,
  ServerPluginDefinition,
  ServerRoute,
  ServerSeedContext,
  ServerSession,
  TypedServerRoute,
} from './server-plugin';

// The field-schema language, for servers that check writes with the schema the browser renders.
export { validateFieldRow, isFieldHidden, isEmptyValue } from '../field-validate';
export { resolveFieldRegistrations, coreFieldRegistration, fieldPoints } from '../field-registration';
export type { FieldRegistration, FieldRegistrar, FieldWrite, FieldContributionSet, NamedFieldRegistration } from '../field-registration';
export { lookupQuery, checkChoice, isChoiceField } from '../field-lookup';
export type { LookupRecord } from '../field-lookup';
export { fieldMessageTexts } from '../field-messages';
export type { FieldSchema, FieldRow, FieldError } from '../field-schema';
export type { MallContext } from '../context';
export type { MessageRef } from '../message';
export type { MessagesContribution } from '../points/messages';
export type { BudgetPanelContext, BudgetRowError } from '../points/budget';
