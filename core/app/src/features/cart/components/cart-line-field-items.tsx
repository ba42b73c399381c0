import { applyFieldChange, isFieldHidden, isFieldRequired, validateFieldRow, type FieldSchema, type MallContext, type MessageRef } from '@mall/sdk';
import { Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl, missingFieldDefaults, translateFieldMessage } from '../../fields';
import type { CartRow } from '../cart-service';
import type { CartStore } from '../cart-store';

/** Typed fields are saved when the buyer leaves them, not on every key. */
const SAVED_ON_BLUR = new Set<FieldSchema['component']>(['input', 'textarea', 'number']);

/**
 * The `fields.cart-line` extras of one line, through the shared field renderer's controls
 * (lookups as value-set selects, dates, switches, uploads). A change is checked with
 * `validateFieldRow` against the whole line, shown next to the field, and saved on the line
 * (with the dependants it clears) only when the line holds no error.
 */
export const CartLineFieldItems = observer(function CartLineFieldItems({ fields, line, store, ctx }: { fields: readonly FieldSchema[]; line: CartRow; store: CartStore; ctx: MallContext }) {
  const visible = fields.filter((f) => !isFieldHidden(f, line, ctx));
  if (visible.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {visible.map((field) => (
        <LineField key={field.name} field={field} fields={fields} line={line} store={store} ctx={ctx} />
      ))}
    </Flex>
  );
});

interface LineFieldProps {
  readonly field: FieldSchema;
  readonly fields: readonly FieldSchema[];
  readonly line: CartRow;
  readonly store: CartStore;
  readonly ctx: MallContext;
}

const LineField = observer(function LineField({ field, fields, line, store, ctx }: LineFieldProps) {
  const { t } = useTranslation();
  // A field the line has no value for shows its default (the insurer's ruling number NA).
  const saved = line[field.name] ?? missingFieldDefaults([field], line, ctx)[field.name];
  const [typed, setTyped] = useState<unknown>(saved);
  useEffect(() => setTyped(saved), [saved]);
  // Set by a lookup just before its onChange, so it is read through a ref, not a stale state.
  const meaning = useRef<string | undefined>(undefined);
  const error = store.errorsOf(line.cartId)[field.name];
  const label = t(field.labelKey);
  const date = field.component === 'date';

  const commit = (value: unknown) => {
    if (value === saved && !error) return;
    const row = applyFieldChange(fields, line, field.name, value);
    const changes: Record<string, unknown> = {};
    for (const [name, next] of Object.entries(row)) if (next !== line[name]) changes[name] = next;
    changes[field.name] = value;
    if (meaning.current !== undefined) changes[`${field.name}Meaning`] = meaning.current;
    meaning.current = undefined;
    const findings: Record<string, MessageRef | undefined> = {};
    for (const name of Object.keys(changes)) findings[name] = undefined;
    for (const found of validateFieldRow(fields, row, ctx)) if (found.field in changes) findings[found.field] = found.message;
    void store.editFields(line.cartId, changes, findings);
  };

  const onBlur = SAVED_ON_BLUR.has(field.component) ? () => commit(typed) : undefined;
  return (
    <Flex vertical gap={2} style={{ minWidth: 140 }} onBlur={onBlur}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {isFieldRequired(field, line, ctx) ? <Typography.Text type="danger">* </Typography.Text> : null}
        {label}
      </Typography.Text>
      <FieldControl
        field={field}
        row={line}
        label={label}
        t={t}
        disabled={line.invalidFlag === 1 || (typeof field.readOnly === 'function' ? field.readOnly(line, ctx) : field.readOnly === true)}
        value={date ? (typeof typed === 'string' && typed ? dayjs(typed) : undefined) : typed}
        onMeaningChange={(text) => (meaning.current = text)}
        onChange={(value) => {
          const next = date ? (value ? (value as Dayjs).format('YYYY-MM-DD') : undefined) : value;
          setTyped(next);
          // An upload field's value is its attachment UUID, saved once the first file is stored.
          if (!SAVED_ON_BLUR.has(field.component)) commit(next);
        }}
      />
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {translateFieldMessage(t, error)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
});
