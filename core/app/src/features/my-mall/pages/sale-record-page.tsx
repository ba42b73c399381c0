import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { MyMallFrame } from '../components/my-mall-frame';
import { MyMallServiceToken } from '../my-mall-service';
import type { SaleRecord } from '../my-mall-types';

const PAGE_SIZE = 10;
const STATUS_COLOUR: Record<SaleRecord['status'], string> = { SUBMITTED: 'processing', PROCESSING: 'gold', COMPLETED: 'success', REJECTED: 'error', CANCELLED: 'default' };

/**
 * /sale-record (hidden when the configuration hides AFTERSALE_INFORMATION): every after-sales
 * request of the buyer, newest first; the number opens its detail, the order its after-sales page.
 */
export default function SaleRecordPage() {
  const { t } = useTranslation();
  const api = useService(MyMallServiceToken);
  const [page, setPage] = useState(0);
  const list = useQuery({ queryKey: ['my-mall', 'sale-records', page], queryFn: ({ signal }) => api.saleRecords(page, PAGE_SIZE, undefined, signal) });
  return (
    <MyMallFrame titleKey="menu.sale-record">
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      <Table<SaleRecord>
        rowKey="requestId"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: <Empty description={t('my-mall.sale.empty')} /> }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: list.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), hideOnSinglePage: true }}
        columns={[
          { key: 'num', title: t('my-mall.sale.request-num'), width: 150, render: (_: unknown, r) => <Link to={`/sale-detail?requestId=${r.requestId}`}>{r.requestNum}</Link> },
          { key: 'order', title: t('my-mall.invoice.order'), width: 130, render: (_: unknown, r) => <Link to={`/sale-status?poHeaderId=${r.poHeaderId}`}>{r.orderCode}</Link> },
          { key: 'goods', title: t('my-mall.sale.goods'), dataIndex: 'productNames', ellipsis: true },
          { key: 'type', title: t('after-sales.type'), width: 110, render: (_: unknown, r) => t(`after-sales.type.${r.requestType}`) },
          { key: 'reason', title: t('after-sales.reason'), width: 120, render: (_: unknown, r) => t(`after-sales.reason.${r.reasonCode}`, { defaultValue: r.reasonCode }) },
          { key: 'status', title: t('after-sales.state'), width: 110, render: (_: unknown, r) => <Tag color={STATUS_COLOUR[r.status]}>{t(`after-sales.state.${r.status}`)}</Tag> },
          { key: 'date', title: t('my-mall.sale.date'), width: 110, render: (_: unknown, r) => r.creationDate.slice(0, 10) },
        ]}
      />
    </MyMallFrame>
  );
}
