import { MALL_ORDER_STATUSES, type MallOrder, type MallOrderStatus } from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { ALL_TAB, StatusTabsList, useStatusListState } from '../../../shell/status-tabs-list';
import { ExportButton } from '../components/export-button';
import { OrderCard } from '../components/order-card';
import { OrderSearchForm, type SearchValues } from '../components/order-search-form';
import { MyOrdersServiceToken, type OrderSearch } from '../my-orders-service';
import { MyMallFrame } from '../../my-mall';

/** /my-mall/my-order, /sigl/my-mall/my-order and /my-order: the buyer's orders by status. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const queries = useQueryClient();
  const state = useStatusListState<MallOrderStatus>();
  const [values, setValues] = useState<SearchValues>({});
  const { tab, page, size } = state;
  const search: OrderSearch = useMemo(() => ({ ...values, statuses: tab === ALL_TAB ? undefined : [tab] }), [values, tab]);
  const counts = useQuery({ queryKey: ['my-orders', 'counts', values], queryFn: ({ signal }) => api.counts(values, signal) });
  const list = useQuery({
    queryKey: ['my-orders', 'list', search, page, size],
    queryFn: ({ signal }) => api.list(search, page, size, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void queries.invalidateQueries({ queryKey: ['my-orders'] }), [queries]);
  const countOf = (key: MallOrderStatus | typeof ALL_TAB) =>
    !counts.data ? undefined : key === ALL_TAB ? counts.data.total : (counts.data.statusCountList.find((c) => c.mallOrderStatus === key)?.count ?? 0);

  return (
    <MyMallFrame titleKey="my-orders.title" extra={<ExportButton search={search} />}>
      <OrderSearchForm
        onSearch={(next) => {
          setValues(next);
          state.firstPage();
        }}
      />
      <StatusTabsList<MallOrderStatus, MallOrder>
        state={state}
        statuses={MALL_ORDER_STATUSES}
        tabText={(key) => (key === ALL_TAB ? t('my-orders.all') : t(`my-orders.status.${key}`))}
        countOf={countOf}
        list={list}
        renderItem={(order) => <OrderCard key={order.poHeaderId} order={order} refresh={refresh} />}
        emptyText={t('my-orders.empty')}
      />
    </MyMallFrame>
  );
}
