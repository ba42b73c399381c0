import { DATE_FORMAT, DATE_TIME_FORMAT } from '@mall/domain';
import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LovViewQueryField } from '../lov-view-service';
import { useLookupValues } from '../use-lookup-records';

/** The query form's values as sent to the view's query URL. */
export type LookupFilters = Readonly<Record<string, string | number | undefined>>;


/**
 * The lookup dialog's query form (spec 2): one control per query field by its type (INT,
 * DATE, DATETIME, SELECT, else text), Reset and Search. Enter in a field searches too.
 */
export function LookupQueryForm({ fields, onSearch }: { fields: readonly LovViewQueryField[]; onSearch: (filters: LookupFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => onSearch(toFilters(fields, form.getFieldsValue() as Record<string, unknown>));
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      {fields.map((field) => (
        <Form.Item key={field.field} name={field.field} label={field.label}>
          <QueryControl field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('lookups.dialog.reset')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('lookups.dialog.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function QueryControl({ field, ...formProps }: { field: LovViewQueryField; id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  const common = { id: formProps.id, 'aria-label': field.label, style: { width: 160 } };
  switch (field.dataType) {
    case 'INT':
      return <InputNumber {...common} precision={0} value={formProps.value as number | undefined} onChange={(v) => formProps.onChange?.(v ?? undefined)} />;
    case 'DATE':
      return <DatePicker {...common} value={formProps.value as Dayjs | undefined} onChange={(d) => formProps.onChange?.(d ?? undefined)} />;
    case 'DATETIME':
      return <DatePicker {...common} showTime value={formProps.value as Dayjs | undefined} onChange={(d) => formProps.onChange?.(d ?? undefined)} />;
    case 'SELECT':
      return <QuerySelect field={field} common={common} value={formProps.value} onChange={formProps.onChange} />;
    default:
      return <Input {...common} allowClear value={(formProps.value as string | undefined) ?? ''} onChange={(e) => formProps.onChange?.(e.target.value)} />;
  }
}

function QuerySelect({ field, common, value, onChange }: { field: LovViewQueryField; common: object; value?: unknown; onChange?: (value: unknown) => void }) {
  const values = useLookupValues(field.sourceCode ?? '');
  return (
    <Select
      {...common}
      allowClear
      loading={field.sourceCode !== undefined && values === undefined}
      value={value as string | undefined}
      options={(values ?? []).map((v) => ({ value: v.value, label: v.meaning }))}
      onChange={(v) => onChange?.(v)}
    />
  );
}

/** Dates go out as text in the spec's formats; empty fields are left out. */
function toFilters(fields: readonly LovViewQueryField[], values: Record<string, unknown>): LookupFilters {
  const filters: Record<string, string | number | undefined> = {};
  for (const field of fields) {
    const value = values[field.field];
    if (value === undefined || value === null || value === '') continue;
    if (field.dataType === 'DATE' || field.dataType === 'DATETIME') filters[field.field] = (value as Dayjs).format(field.dataType === 'DATE' ? DATE_FORMAT : DATE_TIME_FORMAT);
    else filters[field.field] = typeof value === 'number' ? value : String(value).trim();
  }
  return filters;
}
