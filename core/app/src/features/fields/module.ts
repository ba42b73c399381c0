import { FieldFormToken, type FieldFormProps } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { lazyComponent } from '../../shell/lazy-component';

// Every field control (date pickers, uploads, lookups) loads with the first plugin page that shows a form.
const FieldForm = lazyComponent<FieldFormProps>(() => import('./field-form').then((m) => m.FieldForm));

/** Binds the shared field-schema form to the SDK's `FieldFormToken`, for plugins' pages. */
export const fieldsModule = new ContainerModule(({ bind }) => {
  bind(FieldFormToken.id).toConstantValue(FieldForm);
});
