export { FieldSchemas } from './field-schemas';
export { FieldChecker } from './field-checker';
export { FieldRefused, type FieldRefusedAnswer } from './field-refused';
export { checkBudgetWrite, checkCartLineWrite, checkOrderWrite } from './write-checks';
