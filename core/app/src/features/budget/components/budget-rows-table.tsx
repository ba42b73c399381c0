import { BUDGET_PANEL_WIDTH } from '@mall/domain';
import { isFieldHidden } from '@mall/sdk';
import { App, Button, InputNumber, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetPanelStore, PanelRow } from '../budget-panel-store';
import { BatchProducts } from './batch-products';
import { BudgetFieldCell } from './budget-field-cell';
import { PanelErrorText } from './panel-error-text';

/**
 * What the table has inside the panel: its width less the drawer's padding (24 px a side) and the
 * batch mode's expand column. A tenant's five budget fields at 200 px each made a 1,470 px table in
 * the 1,000 px panel, and quantity, remaining budget, status and delete sat off-screen.
 */
const TABLE_ROOM = BUDGET_PANEL_WIDTH - 48;
const FIXED_COLUMNS = { quantity: 110, remaining: 110, status: 90, actions: 70 } as const;
/** A field's column is never narrower than this (a lookup's chosen value stays readable). */
const MIN_FIELD_WIDTH = 110;

/** The budget rows: a column per effective budget field, then quantity, remaining budget, status and actions. */
export const BudgetRowsTable = observer(function BudgetRowsTable({ store }: { store: BudgetPanelStore }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const ctx = store.panelContext;
  const fields = store.fields.filter((f) => !store.rows.length || store.rows.some((r) => !isFieldHidden(f, r.values, ctx)));

  const confirmDelete = (row: PanelRow) =>
    modal.confirm({ title: t('budget.panel.delete-confirm'), okText: t('budget.panel.delete'), okButtonProps: { danger: true }, onOk: () => store.remove(row.key) });

  // The fields share what the fixed columns leave, up to 200 px each.
  const fixed = FIXED_COLUMNS.quantity + FIXED_COLUMNS.remaining + FIXED_COLUMNS.status + (store.readOnly ? 0 : FIXED_COLUMNS.actions) + (store.batch ? 48 : 0);
  const fieldWidth = Math.max(MIN_FIELD_WIDTH, Math.min(200, Math.floor((TABLE_ROOM - fixed) / Math.max(1, fields.length))));
  const columns: TableColumnsType<PanelRow> = [
    ...fields.map((field) => ({
      key: field.name,
      title: field.required === true ? <RequiredTitle label={t(field.labelKey)} /> : t(field.labelKey),
      width: fieldWidth,
      render: (_: unknown, row: PanelRow) => (isFieldHidden(field, row.values, ctx) ? null : <BudgetFieldCell store={store} row={row} field={field} />),
    })),
    { key: 'quantity', title: store.batch ? t('budget.panel.quantity') : <RequiredTitle label={t('budget.panel.quantity')} />, width: FIXED_COLUMNS.quantity, render: (_, row) => <QuantityCell store={store} row={row} /> },
    { key: 'remaining', title: t('budget.panel.remaining'), width: FIXED_COLUMNS.remaining, render: (_, row) => <RemainingCell row={row} /> },
    { key: 'status', title: t('budget.panel.status'), width: FIXED_COLUMNS.status, render: (_, row) => <StatusCell store={store} row={row} /> },
    ...(store.readOnly
      ? []
      : [
          {
            key: 'actions',
            title: t('budget.panel.actions'),
            width: FIXED_COLUMNS.actions,
            render: (_: unknown, row: PanelRow) =>
              store.statusOf(row) === 'update' ? (
                <Button type="link" size="small" danger onClick={() => confirmDelete(row)}>
                  {t('budget.panel.delete')}
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => store.cancel(row.key)}>
                  {t('budget.panel.cancel-row')}
                </Button>
              ),
          },
        ]),
  ];

  return (
    <Table<PanelRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={store.rows}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{t('budget.panel.empty')}</Typography.Text> }}
      expandable={
        store.batch
          ? {
              expandedRowRender: (row) => <BatchProducts store={store} row={row} />,
              expandedRowKeys: store.rows.map((r) => r.key).filter((k) => !collapsed.has(k)),
              onExpand: (open, row) =>
                setCollapsed((was) => {
                  const next = new Set(was);
                  if (open) next.delete(row.key);
                  else next.add(row.key);
                  return next;
                }),
            }
          : undefined
      }
    />
  );
});

/** A required column's title, marked as antd marks required form labels. */
function RequiredTitle({ label }: { label: string }) {
  return (
    <>
      <Typography.Text type="danger" aria-hidden>
        *{' '}
      </Typography.Text>
      {label}
    </>
  );
}

// Cells are observers of their own: antd renders them in its components, outside this table's tracking.

const QuantityCell = observer(function QuantityCell({ store, row }: { store: BudgetPanelStore; row: PanelRow }) {
  const { t } = useTranslation();
  if (store.batch) return <>{Object.values(row.products).reduce<number>((sum, q) => sum + (q ?? 0), 0)}</>;
  return (
    <>
      <InputNumber
        aria-label={t('budget.panel.quantity')}
        style={{ width: '100%' }}
        min={0}
        disabled={store.readOnly}
        value={row.values.quantity as number | undefined}
        onChange={(v) => store.setField(row.key, 'quantity', v ?? undefined)}
      />
      <PanelErrorText errors={store.errorsOf(store.rows.indexOf(row), 'quantity')} />
    </>
  );
});

const RemainingCell = observer(function RemainingCell({ row }: { row: PanelRow }) {
  return <>{typeof row.values.remainingBudget === 'number' ? row.values.remainingBudget.toFixed(2) : '-'}</>;
});

const StatusCell = observer(function StatusCell({ store, row }: { store: BudgetPanelStore; row: PanelRow }) {
  const { t } = useTranslation();
  const status = store.statusOf(row);
  return (
    <>
      <Tag color={status === 'update' ? 'success' : 'processing'}>{t(`budget.status.${status}`)}</Tag>
      <PanelErrorText errors={store.errorsOf(store.rows.indexOf(row))} />
    </>
  );
});
