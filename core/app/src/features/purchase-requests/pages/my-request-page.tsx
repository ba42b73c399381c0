import { DEFAULT_PAGE_SIZE, MANUAL_REQUEST_STATUSES, PAGE_SIZE_OPTIONS, type ManualRequestStatus } from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, Pagination, Spin, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { Permission } from '../../../platform/permissions';
import { useService } from '../../../shell/services-context';
import { RequestCard } from '../components/request-card';
import { myRequestPermission } from '../components/request-actions';
import { PurchaseRequestServiceToken, type RequestSearch } from '../purchase-request-service';

const ALL = 'ALL';

/** /my-request and /sigl/my-request: the buyer's manual purchase requests by status, with counts per tab. */
export default function MyRequestPage() {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ManualRequestStatus | typeof ALL>(ALL);
  const [text, setText] = useState({ requestNum: '', title: '' });
  const [search, setSearch] = useState<Omit<RequestSearch, 'status'>>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const listSearch: RequestSearch = { ...search, status: tab === ALL ? undefined : tab };
  const counts = useQuery({ queryKey: ['my-request', 'counts', search], queryFn: ({ signal }) => api.counts(search, signal) });
  const list = useQuery({ queryKey: ['my-request', 'list', listSearch, page, size], queryFn: ({ signal }) => api.list(listSearch, page, size, signal), placeholderData: keepPreviousData });
  const refresh = useCallback(() => void queries.invalidateQueries({ queryKey: ['my-request'] }), [queries]);
  const countOf = (status: ManualRequestStatus) => counts.data?.statusCountList.find((c) => c.mallManualRequestStatus === status)?.count ?? 0;
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${count})`);
  return (
    <Card
      title={t('my-request.title')}
      extra={
        <Permission code={myRequestPermission('create')}>
          <Button type="primary" onClick={() => navigate('/add-purchase')}>
            {t('my-request.create')}
          </Button>
        </Permission>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input aria-label={t('my-request.search.num')} placeholder={t('my-request.search.num')} style={{ width: 220 }} value={text.requestNum} onChange={(e) => setText({ ...text, requestNum: e.target.value })} />
        <Input aria-label={t('my-request.search.title')} placeholder={t('my-request.search.title')} style={{ width: 220 }} value={text.title} onChange={(e) => setText({ ...text, title: e.target.value })} />
        <Button
          onClick={() => {
            setSearch({ requestNum: text.requestNum || undefined, title: text.title || undefined });
            setPage(0);
          }}
        >
          {t('my-request.search')}
        </Button>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as ManualRequestStatus | typeof ALL);
          setPage(0);
        }}
        items={[
          { key: ALL, label: label(t('my-request.all'), counts.data?.total) },
          ...MANUAL_REQUEST_STATUSES.map((status) => ({ key: status, label: label(t(`my-request.status.${status}`), counts.data ? countOf(status) : undefined) })),
        ]}
      />
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} style={{ marginBottom: 12 }} /> : null}
      <Spin spinning={list.isFetching} delay={500}>
        {list.data && list.data.content.length > 0
          ? list.data.content.map((request) => <RequestCard key={request.mallRequestId} request={request} onDone={refresh} />)
          : !list.isPending && <Empty description={t('my-request.empty')} />}
        {list.isPending ? <div style={{ minHeight: 200 }} /> : null}
      </Spin>
      <Pagination
        style={{ marginTop: 12 }}
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
