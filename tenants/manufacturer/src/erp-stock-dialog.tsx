import { HttpClientToken, useMallService, useMessage, useSessionValue, type CartFooterSlotProps, type CartLine } from '@mall/sdk';
import { Alert, Button, Modal, Space, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { invOrganizationCode, querySapStock, warehousePermission } from './manufacturer-calls';

/** One row of the ERP stock dialog. */
export interface ErpStockRow {
  readonly cartId: number;
  readonly productName: string;
  readonly itemCode: string;
  /** The SAP stock on hand; undefined when the query failed. */
  readonly stock: number | undefined;
  /** The part of the ordered quantity the stock does not cover: it waits for stock. */
  readonly awaiting: number | undefined;
}

/** Spec 3 section 8's ERP stock dialog: stock value, part awaiting stock (quantity beyond stock). */
export function erpStockRow(line: CartLine, stock: number | undefined): ErpStockRow {
  return {
    cartId: line.cartId,
    productName: line.productName,
    itemCode: line.itemCode ?? '',
    stock,
    awaiting: stock === undefined ? undefined : Math.max(0, line.quantity - Math.max(0, stock)),
  };
}

function useErpStock(open: boolean, lines: readonly CartLine[]): { rows: ErpStockRow[] | undefined } {
  const http = useMallService(HttpClientToken);
  const code = useSessionValue(invOrganizationCode);
  const [rows, setRows] = useState<ErpStockRow[]>();
  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    setRows(undefined);
    void Promise.all(
      lines.map(async (line) => {
        const stock = line.itemCode && code ? await querySapStock(http, code, line.itemCode, abort.signal).then((s) => s.inventory, () => undefined) : undefined;
        return erpStockRow(line, stock);
      }),
    ).then((loaded) => abort.signal.aborted || setRows(loaded));
    return () => abort.abort();
  }, [open, lines, code, http]);
  return { rows };
}

/**
 * The cart footer's warehouse note and 'ERP stock' button (spec 3 sections 6 and 8): the note
 * says whether the buyer hand-picks warehouses (HANDLE) or they are assigned automatically
 * (AUTO, the AUTO_ASSIGN placeholder); the dialog shows each selected line's SAP stock, the part
 * awaiting stock and the lead time of that part, about 10-20 days.
 */
export const ErpStockFooter = observer(function ErpStockFooter({ selected }: CartFooterSlotProps) {
  const t = useMessage();
  const permission = useSessionValue(warehousePermission);
  const [open, setOpen] = useState(false);
  const { rows } = useErpStock(open, selected);
  return (
    <Space>
      <Tag color={permission === 'HANDLE' ? 'blue' : 'default'}>{t(permission === 'HANDLE' ? 'manufacturer.warehouse.handle' : 'manufacturer.warehouse.auto')}</Tag>
      <Button disabled={selected.length === 0} onClick={() => setOpen(true)}>
        {t('manufacturer.erp-stock.button')}
      </Button>
      <Modal open={open} title={t('manufacturer.erp-stock.title')} onCancel={() => setOpen(false)} footer={null} width={742} destroyOnHidden>
        <Alert type="info" showIcon title={t('manufacturer.erp-stock.lead-time-note')} style={{ marginBottom: 12 }} />
        <Table<ErpStockRow>
          rowKey="cartId"
          size="small"
          pagination={false}
          loading={rows === undefined}
          dataSource={rows ?? []}
          columns={[
            { key: 'product', title: t('manufacturer.erp-stock.product'), render: (_, r) => `${r.productName} (${r.itemCode})` },
            { key: 'stock', title: t('manufacturer.erp-stock.stock'), align: 'right', render: (_, r) => r.stock ?? t('manufacturer.erp-stock.unknown') },
            { key: 'awaiting', title: t('manufacturer.erp-stock.awaiting'), align: 'right', render: (_, r) => r.awaiting ?? t('manufacturer.erp-stock.unknown') },
            { key: 'lead', title: t('manufacturer.erp-stock.lead-time'), render: (_, r) => (r.awaiting ? t('manufacturer.erp-stock.lead-time-value') : '-') },
          ]}
        />
      </Modal>
    </Space>
  );
});
