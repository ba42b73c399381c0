import type { FieldSchema } from '@mall/sdk';
import { isEmptyValue } from '@mall/sdk';
import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../../fields';
import type { BudgetPanelStore, PanelRow } from '../budget-panel-store';
import { PanelErrorText } from './panel-error-text';

/** One dimension of one budget row through the shared field renderer, with its findings below. */
export const BudgetFieldCell = observer(function BudgetFieldCell({ store, row, field }: { store: BudgetPanelStore; row: PanelRow; field: FieldSchema }) {
  const { t } = useTranslation();
  // A lookup hands over its display text just before its value.
  const meaning = useRef<string | undefined>(undefined);
  const index = store.rows.indexOf(row);
  const waiting = (field.dependsOn ?? []).some((name) => isEmptyValue(row.values[name]));
  const ctx = store.panelContext;
  const fieldReadOnly = typeof field.readOnly === 'function' ? field.readOnly(row.values, ctx) : field.readOnly === true;
  const lookup = field.component === 'lookup' || (field.component === 'select' && !field.options && field.lookupCode !== undefined);
  // A vertical flex stretches the control to the column's width.
  return (
    <Flex vertical style={{ minWidth: 160 }}>
      <FieldControl
        field={field}
        row={row.values}
        label={t(field.labelKey)}
        t={t}
        disabled={store.readOnly || fieldReadOnly || waiting}
        value={row.values[field.name]}
        onMeaningChange={(m) => (meaning.current = m)}
        onChange={(value) => store.setField(row.key, field.name, value, lookup ? meaning.current : undefined)}
      />
      <PanelErrorText errors={store.errorsOf(index, field.name)} />
    </Flex>
  );
});
