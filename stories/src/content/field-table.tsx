import type { PluginHost } from '@mall/core';
import { validateFieldRow, type FieldSchema, type MallContext, type MessageRef } from '@mall/sdk';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PlainTable } from '../catalogue/plain-table';
import { BilingualText } from './bilingual-text';
import type { LocaleMessages } from './message-text';
import { sampleContext } from './sample-context';

const flagText = (flag: FieldSchema['hidden']) => (typeof flag === 'function' ? 'when its predicate holds' : flag ? 'always' : undefined);

function RequiredCell({ field, ctx, catalogue }: { field: FieldSchema; ctx: MallContext; catalogue: LocaleMessages }) {
  if (!field.required) return <Typography.Text type="secondary">optional</Typography.Text>;
  // The SDK's own check on an empty row: the message the buyer (and the server) sees.
  const message: MessageRef | undefined = validateFieldRow([field], {}, ctx)[0]?.message;
  const conditional = typeof field.required === 'function';
  return (
    <>
      <Tag color="red" data-required={conditional ? 'conditional' : 'always'}>
        {conditional ? '* required when its predicate holds' : '* required'}
      </Tag>
      {conditional && <div>on an empty sample row: {message ? 'required' : 'not required'}</div>}
      {message && <BilingualText catalogue={catalogue} message={message} />}
    </>
  );
}

function LookupCell({ field, catalogue }: { field: FieldSchema; catalogue: LocaleMessages }) {
  if (field.options) return <>{field.options.length} fixed options</>;
  if (!field.lookupCode) return <>—</>;
  return (
    <>
      <code>{field.lookupCode}</code>
      {field.valueField && <div>value: {field.valueField}</div>}
      {field.queryParams && <div>query: {JSON.stringify(field.queryParams)}</div>}
      {field.leafOnly && (
        <div>
          leaves only: <BilingualText catalogue={catalogue} message={field.leafOnly.message} />
        </div>
      )}
    </>
  );
}

function limitsOf(field: FieldSchema): string[] {
  const limits: string[] = [];
  if (field.minLength !== undefined) limits.push(`min length ${field.minLength}`);
  if (field.maxLength !== undefined) limits.push(`max length ${field.maxLength}`);
  if (field.min !== undefined) limits.push(`min ${field.min}`);
  if (field.max !== undefined) limits.push(`max ${field.max}`);
  if (field.maxFileSize !== undefined) limits.push(`files up to ${field.maxFileSize} bytes`);
  if (field.validate) limits.push('own check (validate)');
  const hidden = flagText(field.hidden);
  if (hidden) limits.push(`hidden ${hidden}`);
  const readOnly = flagText(field.readOnly);
  if (readOnly) limits.push(`read-only ${readOnly}`);
  return limits;
}

/** The fields of a schema as a reviewer reads them: what the buyer sees and what is refused. */
export function FieldTable({
  fields,
  host,
  catalogue,
  sourceOf,
}: {
  fields: readonly FieldSchema[];
  host: PluginHost;
  catalogue: LocaleMessages;
  /** The contribution each field comes from, when one table shows several. */
  sourceOf?: (field: FieldSchema) => ReactNode;
}) {
  const ctx = sampleContext(host);
  return (
    <PlainTable<FieldSchema>
      rows={fields}
      rowKey={(f) => f.name}
      rowProps={(f) => ({ 'data-field': f.name })}
      columns={[
        ...(sourceOf ? [{ title: 'Contribution', render: (f: FieldSchema) => sourceOf(f) }] : []),
        { title: 'Name', render: (f) => <code>{f.name}</code> },
        { title: 'Label', render: (f) => <BilingualText catalogue={catalogue} message={{ key: f.labelKey }} /> },
        { title: 'Component', render: (f) => f.component },
        { title: 'Required', render: (f) => <RequiredCell field={f} ctx={ctx} catalogue={catalogue} /> },
        { title: 'Lookup', render: (f) => <LookupCell field={f} catalogue={catalogue} /> },
        {
          title: 'Depends on / clears',
          render: (f) => (
            <>
              {f.dependsOn?.length ? <div>waits for {f.dependsOn.join(', ')}</div> : undefined}
              {f.clearOnChange?.length ? <div>clears {f.clearOnChange.join(', ')}</div> : undefined}
              {!f.dependsOn?.length && !f.clearOnChange?.length && '—'}
            </>
          ),
        },
        { title: 'Limits', render: (f) => limitsOf(f).join('; ') || '—' },
      ]}
    />
  );
}
