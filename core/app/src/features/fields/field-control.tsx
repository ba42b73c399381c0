import type { FieldRow, FieldSchema } from '@mall/sdk';
import { DatePicker, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { LookupViewInput } from '../lookups';
import { LookupSelect, lookupQuery } from './lookup-select';
import { UploadField } from './upload-field';

export interface FieldControlProps {
  readonly field: FieldSchema;
  readonly row: FieldRow;
  /** The form a lookup writes its display text into as `<name>Meaning`; without one, `onMeaningChange` gets it. */
  readonly form?: FormInstance;
  /** A lookup's display text, just before `onChange`, for callers that keep rows outside an antd form. */
  readonly onMeaningChange?: (meaning: string | undefined) => void;
  readonly disabled: boolean;
  readonly label: string;
  readonly t: TFunction;
  /** Set by Form.Item. */
  readonly id?: string;
  readonly value?: unknown;
  readonly onChange?: (value: unknown) => void;
}

/** The antd control of one field, by its component type; Form.Item passes id, value and onChange. */
export function FieldControl({ field, row, form, onMeaningChange, disabled, label, t, id, value, onChange }: FieldControlProps) {
  const common = { id, disabled, 'aria-label': label };
  switch (field.component) {
    case 'textarea':
      return <Input.TextArea {...common} rows={2} maxLength={field.maxLength} showCount={field.maxLength !== undefined} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} value={value as number | undefined} onChange={(v) => onChange?.(v ?? undefined)} />;
    case 'select':
      if (!field.options && field.lookupCode) return <LookupControl {...{ field, row, form, onMeaningChange, common, value, onChange }} />;
      return (
        <Select
          {...common}
          allowClear
          value={value as string | number | undefined}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'lookup':
      return <LookupControl {...{ field, row, form, onMeaningChange, common, value, onChange }} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          value={value}
          disabledDate={field.pastDaysDisabled ? (day) => day.isBefore(dayjs(), 'day') : undefined}
          onChange={(d) => onChange?.(d)}
        />
      );
    case 'switch':
      return <Switch id={id} disabled={disabled} aria-label={label} checked={value === 1 || value === true} onChange={(on) => onChange?.(on ? 1 : 0)} />;
    case 'upload':
      return <UploadField field={field} disabled={disabled} value={value} onChange={onChange} />;
    default:
      return <Input {...common} maxLength={field.maxLength} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
  }
}

interface LookupControlProps {
  field: FieldSchema;
  row: FieldRow;
  form?: FormInstance;
  onMeaningChange?: (meaning: string | undefined) => void;
  common: { id?: string; disabled: boolean; 'aria-label': string };
  value: unknown;
  onChange?: (value: unknown) => void;
}

/** A lookup stores its value, and the text shown beside it as `<name>Meaning`. */
function LookupControl({ field, row, form, onMeaningChange, common, value, onChange }: LookupControlProps) {
  const setMeaning = (meaning: string | undefined) => {
    if (onMeaningChange) onMeaningChange(meaning);
    else form?.setFieldValue(`${field.name}Meaning`, meaning);
  };
  // A field with a lookup view picks through the generic lookup dialog (spec 2).
  if (field.lookupView) {
    const meaning = (form?.getFieldValue(`${field.name}Meaning`) ?? row[`${field.name}Meaning`]) as string | undefined;
    return (
      <LookupViewInput
        {...common}
        viewCode={field.lookupView}
        titleKey={field.labelKey}
        queryParams={lookupViewParams(field, row)}
        required={field.required === true}
        value={value}
        meaning={meaning}
        onChange={(next, text, choice) => {
          // The field stores its own valueField of the record when it names one, else the view's value.
          const stored = field.valueField && choice?.data ? choice.data[field.valueField] : next;
          setMeaning(field.displayField && choice?.data ? String(choice.data[field.displayField] ?? text ?? '') : text);
          onChange?.(stored);
        }}
      />
    );
  }
  return (
    <LookupSelect
      {...common}
      allowClear
      field={field}
      row={row}
      value={value}
      onChange={(next, meaning) => {
        setMeaning(meaning);
        onChange?.(next);
      }}
    />
  );
}

/** The view's extra query: the field's `queryParams` with `{field}` filled from the row, without the value-set code. */
function lookupViewParams(field: FieldSchema, row: FieldRow): Record<string, string | number> | undefined {
  const { lovCode: _code, ...params } = lookupQuery(field, row);
  const defined = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return defined.length > 0 ? Object.fromEntries(defined) : undefined;
}
