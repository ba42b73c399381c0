import { isBranchRecord, lookupQuery as fieldLookupQuery, type FieldRow, type FieldSchema } from '@mall/sdk';
import { App, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookupRecords, type LookupQuery, type LookupRecord } from '../lookups';
import { translateFieldMessage } from './field-message';

/**
 * Fills `{field}` placeholders of a lookup's query from the row: the SDK's `lookupQuery`, which
 * the server's field check filters by too, so the picker and the server agree on the choices.
 */
export function lookupQuery(field: FieldSchema, row: FieldRow): LookupQuery {
  return { ...fieldLookupQuery(field, row), lovCode: field.lookupCode ?? '' };
}

const levelOf = (record: LookupRecord) => Math.max(1, Number(record.levelNum) || 1);

interface LookupSelectProps extends Omit<SelectProps, 'options' | 'onChange'> {
  readonly field: FieldSchema;
  readonly row: FieldRow;
  /** The chosen value and the text shown for it (stored as `<name>Meaning`). */
  readonly onChange?: (value: unknown, meaning: string | undefined) => void;
}

/**
 * A select over a lookup (value set) code, read through the shared lookup cache. A tree
 * value set is shown indented by level; with `leafOnly`, choosing an upper level is refused
 * with the field's message and the value stays as it was (spec 3: budget pickers allow leaf
 * nodes only).
 */
export function LookupSelect({ field, row, onChange, value, ...props }: LookupSelectProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Every field showing this set with the same parameters shares one cached call.
  const records = useLookupRecords(lookupQuery(field, row));
  const valueField = field.valueField ?? 'value';
  const displayField = field.displayField ?? 'meaning';
  const tree = (records ?? []).some((r) => r.levelNum !== undefined);
  const options = (records ?? []).map((r) => ({
    value: r[valueField] as string | number,
    label: String(r[displayField] ?? r[valueField] ?? ''),
    level: levelOf(r),
    branch: isBranchRecord(r),
  }));
  return (
    <Select
      {...props}
      // Controlled even when empty (null, not undefined), so a refused choice is not kept inside the select.
      value={value ?? null}
      loading={records === undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      optionRender={tree ? (option) => <span style={{ paddingInlineStart: (option.data.level - 1) * 16 }}>{option.label}</span> : undefined}
      onChange={(value: unknown) => {
        const chosen = options.find((o) => o.value === value);
        if (field.leafOnly && chosen?.branch) {
          void message.warning(translateFieldMessage(t, field.leafOnly.message));
          return;
        }
        onChange?.(value, chosen?.label);
      }}
    />
  );
}
