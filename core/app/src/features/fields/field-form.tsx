import type { FieldFormProps, FieldRow } from '@mall/sdk';
import { Form } from 'antd';
import { useMallRuntime } from '../../shell/mall-runtime';
import { FieldSchemaItems } from './field-schema-items';

/**
 * What core binds to the SDK's `FieldFormToken`: an antd form around core's field-schema
 * renderer, with the running mall's context, so a plugin page lays out fields exactly as core's
 * budget rows and line extras do.
 */
export function FieldForm({ fields, initialValues, readOnly = false, layout = 'vertical', onValuesChange }: FieldFormProps) {
  const { mallContext } = useMallRuntime();
  const [form] = Form.useForm<FieldRow>();
  return (
    <Form
      form={form}
      layout={layout}
      initialValues={initialValues}
      // Dependants are cleared a microtask after the change (see FieldSchemaItems): report after that.
      onValuesChange={onValuesChange ? () => queueMicrotask(() => onValuesChange(form.getFieldsValue(true) as FieldRow)) : undefined}
    >
      <FieldSchemaItems fields={fields} ctx={mallContext()} readOnly={readOnly} />
    </Form>
  );
}
