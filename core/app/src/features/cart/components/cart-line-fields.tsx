import { applyFieldChange, isFieldHidden, validateFieldRow, type FieldSchema, type MallContext } from '@mall/sdk';
import { DatePicker, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRow } from '../cart-service';
import type { CartStore } from '../cart-store';

/**
 * Extra fields of `fields.cart-line` inside a line. A small renderer of the field-schema
 * language until a shared one exists in features/fields; each change is validated with
 * `validateFieldRow` and sent only when the whole row is valid.
 */
export const CartLineFields = observer(function CartLineFields({ fields, line, store, ctx }: { fields: readonly FieldSchema[]; line: CartRow; store: CartStore; ctx: MallContext }) {
  const { t } = useTranslation();
  const visible = fields.filter((f) => !isFieldHidden(f, line, ctx));
  if (visible.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {visible.map((field) => (
        <LineField key={field.name} field={field} fields={fields} line={line} store={store} ctx={ctx} t={t} />
      ))}
    </Flex>
  );
});

interface FieldProps {
  field: FieldSchema;
  fields: readonly FieldSchema[];
  line: CartRow;
  store: CartStore;
  ctx: MallContext;
  t: (key: string, params?: Record<string, unknown>) => string;
}

const LineField = observer(function LineField({ field, fields, line, store, ctx, t }: FieldProps) {
  const [text, setText] = useState<unknown>(line[field.name]);
  const error = store.errorsOf(line.cartId)[field.name];
  const label = t(field.labelKey);

  const commit = (value: unknown) => {
    const row = applyFieldChange(fields, line, field.name, value);
    const found = validateFieldRow(fields, row, ctx).find((e) => e.field === field.name);
    for (const cleared of field.clearOnChange ?? []) void store.edit(line.cartId, cleared, undefined);
    void store.edit(line.cartId, field.name, value, found?.message);
  };

  const common = { 'aria-label': label, size: 'small' as const, status: error ? ('error' as const) : undefined, disabled: line.invalidFlag === 1 };
  let control;
  switch (field.component) {
    case 'number':
      control = <InputNumber {...common} value={text as number | undefined} min={field.min} max={field.max} onChange={(v) => setText(v ?? undefined)} onBlur={() => commit(text)} />;
      break;
    case 'select':
      control = (
        <Select
          {...common}
          style={{ minWidth: 120 }}
          value={line[field.name] as string | undefined}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          onChange={(v) => commit(v)}
        />
      );
      break;
    case 'date':
      control = <DatePicker {...common} value={line[field.name] ? dayjs(String(line[field.name])) : null} onChange={(d) => commit(d ? d.format('YYYY-MM-DD') : undefined)} />;
      break;
    case 'switch':
      control = <Switch aria-label={label} size="small" checked={line[field.name] === 1 || line[field.name] === true} onChange={(on) => commit(on ? 1 : 0)} />;
      break;
    case 'textarea':
      control = <Input.TextArea {...common} rows={1} maxLength={field.maxLength} value={(text as string) ?? ''} onChange={(e) => setText(e.target.value)} onBlur={() => commit(text)} />;
      break;
    default:
      // input, lookup and upload are typed as text here; lookups need the shared renderer's dialog
      control = <Input {...common} style={{ width: 140 }} maxLength={field.maxLength} value={(text as string) ?? ''} onChange={(e) => setText(e.target.value)} onBlur={() => commit(text)} />;
  }
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {control}
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {t(error.key, { ...error.params, label: typeof error.params?.label === 'string' ? t(error.params.label) : label })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
});
