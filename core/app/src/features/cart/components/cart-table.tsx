import { formatPrice, groupCartLines, isMaskedValue, isNeededDateHidden, stockDisplay } from '@mall/domain';
import { usePersonalColumns, type CartExtraColumn } from '@mall/sdk';
import { Button, Checkbox, ConfigProvider, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import { BudgetLink } from '../../budget';
import type { CartRow } from '../cart-service';
import { NeededDateCell } from './needed-date-cell';
import { ProductCell } from './product-cell';
import { QuantityCell } from './quantity-cell';
import { useCartEnv } from './use-cart-env';

type Row = { kind: 'group'; key: string; label: string } | { kind: 'line'; key: string; line: CartRow };

const NO_WAVE = { disabled: true };
const NO_EXTRA_COLUMNS: readonly CartExtraColumn[] = [];
/** The cart line table's code in `personal-tables`. */
const CART_TABLE_CODE = 'mall.cart.lines';

function span(row: Row) {
  return row.kind === 'group' ? { colSpan: 0 } : {};
}

/** Above this many rows only the visible ones render, so 2,000 lines stay fast. */
const VIRTUAL_FROM = 60;

/**
 * A line's rendered height (product name over supplier, small editors). antd estimates a virtual
 * row from the small size's one text line (39 px), so the first render of a 600 px window mounted
 * 17 rows of editors where 10 are seen, then dropped 7 once heights were measured. antd passes
 * props it does not know on to rc-table's virtual table, whose `listItemHeight` this is; taller
 * lines (extra fields, messages) are measured as before.
 */
const VIRTUAL_ROW_PROPS = { listItemHeight: 64 } as object;

/** The cart lines, grouped as the buyer chose, with the line editors. */
export const CartTable = observer(function CartTable({ onDelete, extraColumns = NO_EXTRA_COLUMNS }: { onDelete: (line: CartRow) => void; extraColumns?: readonly CartExtraColumn[] }) {
  const { store, ctx, check, quantityRule, fields, t } = useCartEnv();
  // The latest callback without rebuilding the columns, so the table keeps its rendered rows.
  const deleteRef = useRef(onDelete);
  deleteRef.current = onDelete;
  const { viewType, groupingMode } = store.preferences;
  const lines = store.lines;

  const rows: Row[] = useMemo(() => {
    const groups = groupCartLines(lines, { viewType, groupingMode, hideSupplierFlag: ctx.config.hideSupplierFlag });
    const grouped = viewType === 1 || viewType === 2;
    return groups.flatMap((g) => [
      ...(grouped ? [{ kind: 'group' as const, key: `group:${g.key}`, label: [t(`cart.group.${g.groupType}`), g.groupValue].filter(Boolean).join(' · ') }] : []),
      ...g.lines.map((line) => ({ kind: 'line' as const, key: String(line.cartId), line: line as CartRow })),
    ]);
  }, [lines, viewType, groupingMode, ctx, t]);

  // Built once per env: new column objects would make the table re-render every visible cell.
  // Widths sum to 1,028 px so the lines fit the 1,156 px of the page at 1366 without sideways
  // scrolling (which slid the remark under the fixed actions), with room for a tenant's columns.
  const columns = useMemo<TableColumnsType<Row>>(() => [
    {
      key: 'select',
      width: 48,
      fixed: 'left',
      onCell: (row) => (row.kind === 'group' ? { colSpan: 99 } : {}),
      render: (_, row) =>
        row.kind === 'group' ? (
          <Typography.Text strong>{row.label}</Typography.Text>
        ) : (
          <SelectCheckbox line={row.line} onToggle={() => store.toggle(row.line, check)} />
        ),
    },
    { key: 'product', title: t('cart.column.product'), width: 240, onCell: span, render: (_, row) => row.kind === 'line' && <ProductCell line={row.line} store={store} ctx={ctx} fields={fields} /> },
    { key: 'price', title: t('cart.column.price'), width: 100, onCell: span, render: (_, row) => row.kind === 'line' && `${row.line.currencyCode} ${formatPrice(row.line.latestPrice, row.line.productSource, 'cart')}` },
    { key: 'quantity', title: t('cart.column.quantity'), width: 110, onCell: span, render: (_, row) => row.kind === 'line' && <QuantityCell line={row.line} store={store} rule={quantityRule} ctx={ctx} /> },
    {
      key: 'amount',
      title: t('cart.column.amount'),
      width: 100,
      onCell: span,
      render: (_, row) => row.kind === 'line' && lineAmount(row.line),
    },
    {
      key: 'stock',
      title: t('cart.column.stock'),
      width: 70,
      onCell: span,
      render: (_, row) => {
        if (row.kind !== 'line') return null;
        const shown = stockDisplay(row.line.stockState, { count: row.line.stockQuantity, receiveMode: row.line.receiveFlag === 1 });
        return shown.kind === 'dash' ? '-' : shown.kind === 'count' ? shown.count : t(shown.message.key);
      },
    },
    ...(isNeededDateHidden(ctx.config.hideFieldList)
      ? []
      : [{ key: 'neededDate', title: t('cart.column.needed-date'), width: 130, onCell: span, render: (_: unknown, row: Row) => row.kind === 'line' && <NeededDateCell line={row.line} store={store} ctx={ctx} /> }]),
    {
      key: 'remark',
      title: t('cart.column.remark'),
      width: 120,
      onCell: span,
      render: (_, row) => row.kind === 'line' && <RemarkCell line={row.line} />,
    },
    // A tenant's columns (SDK CartViewProps.extraColumns), before the fixed actions column.
    ...extraColumns.map((column) => ({
      key: column.key,
      title: t(column.titleKey),
      width: column.width ?? 110,
      align: column.align,
      onCell: span,
      render: (_: unknown, row: Row) => (row.kind === 'line' ? column.render(row.line) : null),
    })),
    {
      key: 'actions',
      title: t('cart.column.actions'),
      width: 110,
      fixed: 'right',
      onCell: span,
      render: (_, row) =>
        row.kind === 'line' && (
          // 'Budget' and 'Delete' in English are wider than the column: the second goes under the first.
          <Flex gap={4} wrap>
            <BudgetLink line={row.line} />
            <Button size="small" type="link" danger onClick={() => deleteRef.current(row.line)}>
              {t('cart.delete')}
            </Button>
          </Flex>
        ),
    },
  ], [store, ctx, check, quantityRule, fields, t, extraColumns]);

  // The buyer arranges the columns between the selection and the actions (personal tables).
  const middle = useMemo(() => columns.slice(1, -1), [columns]);
  const personal = usePersonalColumns(CART_TABLE_CODE, middle);
  const shown = useMemo(() => [columns[0]!, ...personal.columns, columns[columns.length - 1]!], [columns, personal.columns]);

  const virtual = rows.length >= VIRTUAL_FROM;
  const width = shown.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  // The click ripple measures the table's layout on every selection; a 2,000-line cart cannot afford it.
  return (
    <ConfigProvider wave={NO_WAVE}>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        {personal.settings}
      </Flex>
      <Table<Row>
        rowKey="key"
        size="small"
        columns={shown}
        dataSource={rows}
        pagination={false}
        virtual={virtual}
        {...(virtual ? VIRTUAL_ROW_PROPS : undefined)}
        scroll={virtual ? { x: width, y: 600 } : { x: width }}
      />
    </ConfigProvider>
  );
});

const SelectCheckbox = observer(function SelectCheckbox({ line, onToggle }: { line: CartRow; onToggle: () => void }) {
  const { store, t } = useCartEnv();
  return (
    <Checkbox
      aria-label={t('cart.select-line', { name: line.productName })}
      checked={store.isSelected(line.cartId)}
      disabled={line.invalidFlag === 1}
      onChange={onToggle}
    />
  );
});

const RemarkCell = observer(function RemarkCell({ line }: { line: CartRow }) {
  const { store, t } = useCartEnv();
  return (
    <Input
      aria-label={t('cart.column.remark')}
      size="small"
      defaultValue={line.remark}
      maxLength={200}
      disabled={line.invalidFlag === 1}
      onBlur={(e) => e.target.value !== (line.remark ?? '') && void store.edit(line.cartId, 'remark', e.target.value)}
    />
  );
});

/** Quantity times price; a starred price (hidden by the tenant) keeps its stars in the amount. */
function lineAmount(line: CartRow): string {
  const price: unknown = line.latestPrice;
  if (isMaskedValue(price)) return price;
  return ((Number(line.quantity) || 0) * (Number(price) || 0)).toFixed(2);
}
