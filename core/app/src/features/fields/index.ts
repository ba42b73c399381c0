export { FieldSchemaItems } from './field-schema-items';
export type { FieldSchemaItemsProps } from './field-schema-items';
export { LookupSelect, lookupQuery } from './lookup-select';
export { translateFieldMessage } from './field-message';
export { FieldControl } from './field-control';
export type { FieldControlProps } from './field-control';
export { fieldsFeature } from './fields-feature';
export { missingFieldDefaults } from './field-defaults';
