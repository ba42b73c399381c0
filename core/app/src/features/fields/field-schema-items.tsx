import { isFieldHidden, isFieldRequired, isEmptyValue, validateFieldRow, type FieldRow, type FieldSchema, type MallContext } from '@mall/sdk';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldControl } from './field-control';
import { translateFieldMessage } from './field-message';

export interface FieldSchemaItemsProps {
  readonly fields: readonly FieldSchema[];
  readonly ctx: MallContext;
  /** Everything read-only (a submitted row), on top of each field's own read-only predicate. */
  readonly readOnly?: boolean;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The shared renderer of the field-schema language: one antd Form.Item per visible field,
 * inside the caller's `<Form>`. Required (boolean or predicate), bounds and each field's own
 * check come from `validateFieldRow`, so the browser refuses exactly what the server would.
 * Changing a field clears the fields named in its `clearOnChange`; a field waits for its
 * `dependsOn` fields.
 */
export function FieldSchemaItems({ fields, ctx, readOnly = false }: FieldSchemaItemsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const row = (Form.useWatch([], { form, preserve: true }) as FieldRow | undefined) ?? {};
  return (
    <>
      {fields
        .filter((field) => !isFieldHidden(field, row, ctx))
        .map((field) => {
          const label = t(field.labelKey);
          const waiting = (field.dependsOn ?? []).some((name) => isEmptyValue(row[name]));
          const fieldReadOnly = typeof field.readOnly === 'function' ? field.readOnly(row, ctx) : field.readOnly === true;
          const date = field.component === 'date';
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              required={isFieldRequired(field, row, ctx)}
              getValueProps={date ? (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }) : undefined}
              normalize={date ? (d: Dayjs | null | undefined) => (d ? d.format(DATE_FORMAT) : undefined) : undefined}
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    const current = { ...form.getFieldsValue(true), [field.name]: value } as FieldRow;
                    const error = validateFieldRow([field], current, ctx)[0];
                    if (error) throw new Error(translateFieldMessage(t, error.message));
                  },
                },
              ]}
            >
              <FieldControl
                field={field}
                row={row}
                form={form}
                label={label}
                t={t}
                disabled={readOnly || fieldReadOnly || waiting}
                onChange={(value) => {
                  // antd calls this through Form.Item's injected onChange; clear dependants after it
                  queueMicrotask(() => clearDependants(field, form));
                  return value;
                }}
              />
            </Form.Item>
          );
        })}
    </>
  );
}

function clearDependants(field: FieldSchema, form: ReturnType<typeof Form.useFormInstance>): void {
  for (const cleared of field.clearOnChange ?? []) form.setFieldsValue({ [cleared]: undefined, [`${cleared}Meaning`]: undefined });
}
