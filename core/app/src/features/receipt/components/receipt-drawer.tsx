import { DEFAULT_MANUAL_FILE_SIZE_MB, RECEIPT_DRAWER_WIDTH } from '@mall/domain';
import type { MessageRef } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Flex, Spin, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { translateFieldMessage } from '../../fields';
import { ReceiptDrawerStoreFactoryToken, type DraftLine, type ReceiptDrawerStoreFactory } from '../receipt-drawer-store';
import { ReceiptServiceToken } from '../receipt-service';
import { AttachmentCell, PackageCell, ProductCell, RemarkCell, StorageCell, ThisTimeCell, UnitQuantity } from './receipt-line-cells';
import { ReceiptLineFields } from './receipt-line-fields';
import { StockDrawer } from './stock-drawer';

export interface ReceiptDrawerProps {
  readonly poHeaderId: number;
  readonly open: boolean;
  readonly onClose: () => void;
  /** After 'receipt successful': the order is fetched again. */
  readonly onReceived: () => void;
}

/** The double-UOM flag of the global state (spec 2 section 3), read from the user or web config. */
function doubleUomFlagOf(config: object | undefined): 0 | 1 | undefined {
  const own = (config as { doubleUomFlag?: 0 | 1 } | undefined)?.doubleUomFlag;
  return own ?? (config as { webConfig?: { doubleUomFlag?: 0 | 1 } } | undefined)?.webConfig?.doubleUomFlag;
}

/** Spec 2 section 2 "Goods receipt drawer" (title Accept, width 1190) with the stock drawer beside it. */
export const ReceiptDrawer = observer(function ReceiptDrawer({ poHeaderId, open, onClose, onReceived }: ReceiptDrawerProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { mallContext } = useMallRuntime();
  const service = useService(ReceiptServiceToken);
  const createStore = useService<ReceiptDrawerStoreFactory>(ReceiptDrawerStoreFactoryToken);
  // One store per drawer: created once, it reads the mall context and asks through the latest modal on each use.
  const asker = useRef({ modal, t });
  asker.current = { modal, t };
  const [store] = useState(() =>
    createStore({
      ctx: mallContext,
      ask: (messages: readonly MessageRef[]) =>
        new Promise<boolean>((resolve) => {
          const { modal: m, t: tr } = asker.current;
          void m.confirm({
            title: tr('receipt.confirm-title'),
            content: messages.map((x) => translateFieldMessage(tr, x)).join('\n'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }),
  );
  const data = useQuery({ queryKey: ['receipt-lines', poHeaderId], queryFn: ({ signal }) => service.lines(poHeaderId, signal), enabled: open, staleTime: 0, gcTime: 0 });
  useEffect(() => {
    if (data.data) store.load(data.data);
  }, [data.data, store]);
  const ctx = mallContext();
  const fields = store.fields;
  const hideSupplier = ctx.config.hideSupplierFlag === 1;
  const doubleUomFlag = doubleUomFlagOf(ctx.config);
  const manualFileSize = ctx.config.custWebConfig?.manualFileSize ?? DEFAULT_MANUAL_FILE_SIZE_MB;

  const finish = (result: string) => {
    if (result !== 'received') return;
    void message.success(t('receipt.success'));
    onClose();
    onReceived();
  };

  const columns = [
    { key: 'product', title: t('receipt.column.product'), render: (_: unknown, d: DraftLine) => <ProductCell line={d.line} />, width: 260 },
    ...(hideSupplier ? [] : [{ key: 'supplier', title: t('receipt.column.supplier'), render: (_: unknown, d: DraftLine) => d.line.supplierCompanyName, width: 120 }]),
    { key: 'sent', title: t('receipt.column.sent'), render: (_: unknown, d: DraftLine) => <UnitQuantity line={d.line} quantity={d.line.sentQuantity} doubleUomFlag={doubleUomFlag} />, width: 90 },
    { key: 'received', title: t('receipt.column.received'), render: (_: unknown, d: DraftLine) => <UnitQuantity line={d.line} quantity={d.line.receiveQuantity} doubleUomFlag={doubleUomFlag} />, width: 90 },
    { key: 'waiting', title: t('receipt.column.waiting'), render: (_: unknown, d: DraftLine) => <UnitQuantity line={d.line} quantity={d.line.waitingReceiveQuantity} doubleUomFlag={doubleUomFlag} />, width: 90 },
    { key: 'this-time', title: t('receipt.column.this-time'), render: (_: unknown, d: DraftLine) => <ThisTimeCell draft={d} store={store} />, width: 130 },
    ...(store.drafts.some((d) => d.line.customUomId != null && d.line.customQuantity != null)
      ? [{ key: 'package', title: t('receipt.column.package'), render: (_: unknown, d: DraftLine) => <PackageCell draft={d} store={store} />, width: 140 }]
      : []),
    { key: 'remark', title: t('receipt.column.remark'), render: (_: unknown, d: DraftLine) => <RemarkCell draft={d} store={store} />, width: 150 },
    { key: 'attachment', title: t('receipt.column.attachment'), render: (_: unknown, d: DraftLine) => <AttachmentCell draft={d} store={store} maxFileSizeMb={manualFileSize} />, width: 160 },
    ...(store.drafts.some((d) => d.line.receiveAndStorageFlag === 1)
      ? [
          { key: 'stock', title: t('receipt.column.stock'), render: (_: unknown, d: DraftLine) => <StorageCell draft={d} store={store} />, width: 130 },
        ]
      : []),
    ...(fields.length > 0
      ? [{ key: 'extra', title: t('receipt.column.extra'), render: (_: unknown, d: DraftLine) => <ReceiptLineFields draft={d} store={store} fields={fields} ctx={ctx} />, width: 90 }]
      : []),
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('receipt.title')}
      size={RECEIPT_DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('receipt.cancel')}</Button>
          <Button type="primary" loading={store.submitting} disabled={!data.data || store.drafts.length === 0} onClick={() => void store.confirmLines().then(finish)}>
            {t('receipt.confirm')}
          </Button>
        </Flex>
      }
    >
      {data.isError ? (
        <Alert type="error" showIcon title={errorText(data.error, t)} />
      ) : !data.data ? (
        <Spin description={t('receipt.loading')}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : store.drafts.length === 0 ? (
        <Empty description={t('receipt.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {store.hasGiftFollowingActual && <Alert type="info" showIcon title={t('receipt.gift-note')} />}
          {store.submitErrors.map((m, i) => (
            <Alert key={`submit-${i}`} type="error" showIcon title={translateFieldMessage(t, m)} />
          ))}
          {store.infos.map((m, i) => (
            <Alert key={`info-${i}`} type="info" showIcon title={translateFieldMessage(t, m)} />
          ))}
          {store.serverError !== undefined && store.stage === 'lines' && <Alert type="error" showIcon title={errorText(store.serverError, t)} />}
          <Typography.Text type="secondary">{data.data.orderCode}</Typography.Text>
          <Table<DraftLine>
            size="small"
            rowKey={(d) => d.line.consignmentEntryId}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={{
              selectedRowKeys: store.checkedDrafts.map((d) => d.line.consignmentEntryId),
              onChange: (keys) => {
                const chosen = new Set(keys.map(Number));
                for (const d of store.drafts) store.setChecked(d.line.consignmentEntryId, chosen.has(d.line.consignmentEntryId));
              },
              getCheckboxProps: (d) => ({ 'aria-label': d.line.skuName }),
            }}
            columns={columns}
            dataSource={store.drafts}
          />
        </Flex>
      )}
      <StockDrawer store={store} warehouses={data.data?.inventoryList ?? []} onDone={finish} />
    </Drawer>
  );
});
