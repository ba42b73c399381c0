import { formatPrice } from '@mall/domain';
import type { CartLine } from '@mall/sdk';
import { InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { productField, type BudgetPanelStore, type PanelRow } from '../budget-panel-store';
import { PanelErrorText } from './panel-error-text';

/** A budget row's products in batch mode, each with the quantity it takes; failed lines first. */
export const BatchProducts = observer(function BatchProducts({ store, row }: { store: BudgetPanelStore; row: PanelRow }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CartLine> = [
    { key: 'product', title: t('budget.batch.product'), render: (_, line) => <ProductCell store={store} line={line} /> },
    { key: 'price', title: t('budget.batch.price'), width: 130, render: (_, line) => `${line.currencyCode} ${formatPrice(line.latestPrice, line.productSource, 'cart')}` },
    { key: 'quantity', title: t('budget.batch.product-quantity'), width: 160, render: (_, line) => <ProductQuantityCell store={store} row={row} line={line} /> },
    { key: 'amount', title: t('budget.batch.amount'), width: 130, render: (_, line) => <AmountCell row={row} line={line} /> },
  ];
  return <Table<CartLine> rowKey="cartId" size="small" columns={columns} dataSource={store.lines} pagination={false} />;
});

// Cells observe the store themselves: antd renders them outside this component's tracking.

const ProductCell = observer(function ProductCell({ store, line }: { store: BudgetPanelStore; line: CartLine }) {
  const { t } = useTranslation();
  const outcome = store.outcomeOf(line.cartId);
  return (
    <>
      <Typography.Text>{line.productName}</Typography.Text>
      {outcome?.success === 0 && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
          {outcome.errorMessage ?? t('budget.panel.line-failed')}
        </Typography.Text>
      )}
    </>
  );
});

const ProductQuantityCell = observer(function ProductQuantityCell({ store, row, line }: { store: BudgetPanelStore; row: PanelRow; line: CartLine }) {
  const { t } = useTranslation();
  return (
    <>
      <InputNumber
        aria-label={`${t('budget.batch.product-quantity')} ${line.productName}`}
        style={{ width: '100%' }}
        value={row.products[line.cartId]}
        precision={line.uomPrecision}
        suffix={line.uomName}
        onChange={(v) => store.setProductQuantity(row.key, line.cartId, v ?? undefined)}
      />
      <PanelErrorText errors={store.errorsOf(store.rows.indexOf(row), productField(line.cartId))} />
    </>
  );
});

const AmountCell = observer(function AmountCell({ row, line }: { row: PanelRow; line: CartLine }) {
  return <>{((row.products[line.cartId] ?? 0) * line.latestPrice).toFixed(2)}</>;
});
