import { DEFAULT_PAGE_SIZE, MALL_ORDER_STATUSES, PAGE_SIZE_OPTIONS, type MallOrderStatus } from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Empty, Pagination, Spin, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { ExportButton } from '../components/export-button';
import { OrderCard } from '../components/order-card';
import { OrderSearchForm, type SearchValues } from '../components/order-search-form';
import { MyOrdersServiceToken, type OrderSearch } from '../my-orders-service';

const ALL = 'ALL';

/** /my-mall/my-order, /sigl/my-mall/my-order and /my-order: the buyer's orders by status. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const queries = useQueryClient();
  const [tab, setTab] = useState<MallOrderStatus | typeof ALL>(ALL);
  const [values, setValues] = useState<SearchValues>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const search: OrderSearch = useMemo(() => ({ ...values, statuses: tab === ALL ? undefined : [tab] }), [values, tab]);
  const counts = useQuery({ queryKey: ['my-orders', 'counts', values], queryFn: ({ signal }) => api.counts(values, signal) });
  const list = useQuery({
    queryKey: ['my-orders', 'list', search, page, size],
    queryFn: ({ signal }) => api.list(search, page, size, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void queries.invalidateQueries({ queryKey: ['my-orders'] }), [queries]);
  const countOf = (status: MallOrderStatus) => counts.data?.statusCountList.find((c) => c.mallOrderStatus === status)?.count ?? 0;
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count})`);

  return (
    <Card title={t('my-orders.title')} extra={<ExportButton search={search} />}>
      <OrderSearchForm
        onSearch={(next) => {
          setValues(next);
          setPage(0);
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as MallOrderStatus | typeof ALL);
          setPage(0);
        }}
        items={[
          { key: ALL, label: label(t('my-orders.all'), counts.data?.total) },
          ...MALL_ORDER_STATUSES.map((status) => ({ key: status, label: label(t(`my-orders.status.${status}`), counts.data ? countOf(status) : undefined) })),
        ]}
      />
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} style={{ marginBottom: 12 }} /> : null}
      <Spin spinning={list.isFetching} delay={500}>
        {list.data && list.data.content.length > 0
          ? list.data.content.map((order) => <OrderCard key={order.poHeaderId} order={order} refresh={refresh} />)
          : !list.isPending && <Empty description={t('my-orders.empty')} />}
        {list.isPending ? <div style={{ minHeight: 200 }} /> : null}
      </Spin>
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        align="end"
        current={page + 1}
        pageSize={size}
        total={list.data?.totalElements ?? 0}
        showSizeChanger
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        onChange={(next, nextSize) => {
          setPage(nextSize !== size ? 0 : next - 1);
          setSize(nextSize);
        }}
      />
    </Card>
  );
}
