import { FieldFormToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { FieldForm } from './field-form';

/** Binds the shared field-schema form to the SDK's `FieldFormToken`, for plugins' pages. */
export const fieldsModule = new ContainerModule(({ bind }) => {
  bind(FieldFormToken.id).toConstantValue(FieldForm);
});
