import type { MallOrder, MallOrderLine } from '@mall/domain';
import { orderLineExtrasSlot, orderListColumns } from '@mall/sdk';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Slot, SlotBoundary } from '../../../platform/plugin-host';
import { useMallRuntime } from '../../../shell/mall-runtime';

/**
 * The lines of one order with the columns of `order-list.columns` (core's product, price,
 * quantity, amount and status, and any a tenant adds), and under each line what
 * `slots.order-detail.line` contributes (logistics, supplementary information).
 */
export function OrderLinesTable({ order, refresh }: { order: MallOrder; refresh: () => void }) {
  const { t } = useTranslation();
  const { host } = useMallRuntime();
  const entries = host.explain(orderListColumns.id);
  const columns = host.get(orderListColumns).map((column, i) => {
    const Cell = column.component;
    return {
      key: column.id,
      title: t(column.titleKey),
      width: column.width,
      render: (_: unknown, line: MallOrderLine) => (
        <>
          <SlotBoundary host={host} pointId={orderListColumns.id} contributionId={column.id} pluginId={entries[i]?.pluginId ?? 'unknown'}>
            <Cell order={order} line={line} refresh={refresh} />
          </SlotBoundary>
          {/* The line's extras sit under its first cell: an extra row would stay empty for lines they skip. */}
          {i === 0 ? <Slot host={host} point={orderLineExtrasSlot} props={{ order, line, refresh }} /> : null}
        </>
      ),
    };
  });
  return (
    <Table<MallOrderLine>
      size="small"
      pagination={false}
      rowKey="poLineId"
      dataSource={order.lines}
      columns={columns}
    />
  );
}
