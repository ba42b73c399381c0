import { HttpClientToken, type FieldRow, type FieldSchema } from '@mall/sdk';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useService } from '../../shell/services-context';

type LookupRecord = Record<string, unknown>;

/** Fills `{field}` placeholders of a lookup's query from the row. */
export function lookupQuery(field: FieldSchema, row: FieldRow): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = { lovCode: field.lookupCode };
  for (const [name, raw] of Object.entries(field.queryParams ?? {})) {
    const match = typeof raw === 'string' ? /^\{(\w+)\}$/.exec(raw) : null;
    const value = match ? row[match[1]!] : raw;
    query[name] = typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  return query;
}

interface LookupSelectProps extends Omit<SelectProps, 'options' | 'onChange'> {
  readonly field: FieldSchema;
  readonly row: FieldRow;
  /** The chosen value and the text shown for it (stored as `<name>Meaning`). */
  readonly onChange?: (value: unknown, meaning: string | undefined) => void;
}

/** A select over a lookup (value set) code: `GET /hpfm/v1/{org}/lovs/data?lovCode=`. */
export function LookupSelect({ field, row, onChange, ...props }: LookupSelectProps) {
  const http = useService(HttpClientToken);
  const [records, setRecords] = useState<LookupRecord[]>();
  const query = lookupQuery(field, row);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    http.request<LookupRecord[] | { content?: LookupRecord[] } | undefined>('GET', '/hpfm/v1/{org}/lovs/data', { query: JSON.parse(queryKey) as typeof query }).then(
      (rows) => live && setRecords(Array.isArray(rows) ? rows : (rows?.content ?? [])),
      () => live && setRecords([]),
    );
    return () => {
      live = false;
    };
  }, [http, queryKey]);
  const valueField = field.valueField ?? 'value';
  const displayField = field.displayField ?? 'meaning';
  const options = (records ?? []).map((r) => ({ value: r[valueField] as string | number, label: String(r[displayField] ?? r[valueField] ?? '') }));
  return (
    <Select
      {...props}
      loading={records === undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(value: unknown) => onChange?.(value, options.find((o) => o.value === value)?.label)}
    />
  );
}
