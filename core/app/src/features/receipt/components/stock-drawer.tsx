import { Alert, Button, Drawer, Flex, InputNumber, Select, Table, Typography } from 'antd';
import type { ReceiptStockEntry } from '@mall/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { errorKey, type ConfirmResult, type DraftLine, type ReceiptDrawerStore } from '../receipt-drawer-store';
import type { Warehouse } from '../receipt-service';
import { FieldError } from './receipt-line-cells';

type StockRow = ReceiptStockEntry & { index: number };

/** One line's warehouse entries: warehouse required when the quantity is above 0, the sum within this receipt. */
const LineStock = observer(function LineStock({ draft, store, warehouses }: { draft: DraftLine; store: ReceiptDrawerStore; warehouses: readonly Warehouse[] }) {
  const { t } = useTranslation();
  const id = draft.line.consignmentEntryId;
  const error = store.errors.get(errorKey(id, 'receiveSkuStock'));
  return (
    <section aria-label={draft.line.skuName}>
      <Typography.Text strong>{t('receipt.stock.line', { name: draft.line.skuName, quantity: draft.quantity ?? 0 })}</Typography.Text>
      <Table<StockRow>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={draft.stock.map((s, index) => ({ ...s, index }))}
        columns={[
          {
            key: 'warehouse',
            title: t('receipt.stock.warehouse'),
            render: (_: unknown, row) => (
              <Select
                aria-label={`${t('receipt.stock.warehouse')} ${draft.line.skuName} ${row.index + 1}`}
                placeholder={t('receipt.stock.pick')}
                style={{ width: 260 }}
                value={row.inventoryId}
                options={warehouses.map((w) => ({ value: w.inventoryId, label: `${w.inventoryCode} ${w.inventoryName}` }))}
                onChange={(inventoryId: number) => {
                  const w = warehouses.find((x) => x.inventoryId === inventoryId);
                  store.setStockRow(id, row.index, { inventoryId, inventoryCode: w?.inventoryCode, inventoryName: w?.inventoryName });
                }}
              />
            ),
          },
          {
            key: 'quantity',
            title: t('receipt.stock.quantity'),
            render: (_: unknown, row) => (
              <InputNumber
                aria-label={`${t('receipt.stock.quantity')} ${draft.line.skuName} ${row.index + 1}`}
                min={0}
                precision={draft.line.uomPrecision ?? 0}
                value={row.quantity}
                onChange={(v) => store.setStockRow(id, row.index, { quantity: v ?? undefined })}
              />
            ),
          },
          {
            key: 'remove',
            title: '',
            render: (_: unknown, row) => (
              <Button size="small" type="link" disabled={draft.stock.length === 1} onClick={() => store.removeStockRow(id, row.index)}>
                {t('receipt.stock.remove')}
              </Button>
            ),
          },
        ]}
      />
      <FieldError message={error} />
      <Button size="small" type="dashed" style={{ marginTop: 8 }} onClick={() => store.addStockRow(id)}>
        {t('receipt.stock.add')}
      </Button>
    </section>
  );
});

/** Spec 2 section 2 "Receive-and-store drawer": stock per receiving warehouse for the lines going into stock, then the one receipt. */
export const StockDrawer = observer(function StockDrawer({ store, warehouses, onDone }: { store: ReceiptDrawerStore; warehouses: readonly Warehouse[]; onDone: (result: ConfirmResult) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={store.stage === 'stock'}
      onClose={() => store.backToLines()}
      title={t('receipt.stock.title')}
      size={760}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => store.backToLines()}>{t('receipt.stock.back')}</Button>
          <Button type="primary" loading={store.submitting} onClick={() => void store.confirmStock().then(onDone)}>
            {t('receipt.confirm')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {store.serverError !== undefined && <Alert type="error" showIcon title={errorText(store.serverError, t)} />}
        {store.storageDrafts.map((d) => (
          <LineStock key={d.line.consignmentEntryId} draft={d} store={store} warehouses={warehouses} />
        ))}
      </Flex>
    </Drawer>
  );
});
