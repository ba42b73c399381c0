import { MANUAL_REQUEST_STATUSES, type ManualRequestStatus } from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../shell/services-context';
import { ALL_TAB, StatusTabsList, useStatusListState } from '../../../shell/status-tabs-list';
import { RequestActions } from '../components/request-actions';
import { RequestCard } from '../components/request-card';
import { PurchaseRequestServiceToken, type MallRequest, type RequestSearch } from '../purchase-request-service';
import { MyMallFrame } from '../../my-mall';

/**
 * /my-request and /sigl/my-request: the buyer's manual purchase requests by status, with counts
 * per tab. `?requestNum=` opens it searched for that request (a submit that made one lands here).
 */
export default function MyRequestPage() {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const queries = useQueryClient();
  const state = useStatusListState<ManualRequestStatus>();
  const [params] = useSearchParams();
  const linked = params.get('requestNum') ?? '';
  const [text, setText] = useState({ requestNum: linked, title: '' });
  const [search, setSearch] = useState<Omit<RequestSearch, 'status'>>(linked ? { requestNum: linked } : {});
  const listSearch: RequestSearch = { ...search, status: state.tab === ALL_TAB ? undefined : state.tab };
  const counts = useQuery({ queryKey: ['my-request', 'counts', search], queryFn: ({ signal }) => api.counts(search, signal) });
  const list = useQuery({
    queryKey: ['my-request', 'list', listSearch, state.page, state.size],
    queryFn: ({ signal }) => api.list(listSearch, state.page, state.size, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void queries.invalidateQueries({ queryKey: ['my-request'] }), [queries]);
  const countOf = (tab: ManualRequestStatus | typeof ALL_TAB) =>
    !counts.data ? undefined : tab === ALL_TAB ? counts.data.total : (counts.data.statusCountList.find((c) => c.mallManualRequestStatus === tab)?.count ?? 0);
  return (
    <MyMallFrame titleKey="my-request.title" extra={<RequestActions refresh={refresh} place="toolbar" />}>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input aria-label={t('my-request.search.num')} placeholder={t('my-request.search.num')} style={{ width: 220 }} value={text.requestNum} onChange={(e) => setText({ ...text, requestNum: e.target.value })} />
        <Input aria-label={t('my-request.search.title')} placeholder={t('my-request.search.title')} style={{ width: 220 }} value={text.title} onChange={(e) => setText({ ...text, title: e.target.value })} />
        <Button
          onClick={() => {
            setSearch({ requestNum: text.requestNum || undefined, title: text.title || undefined });
            state.firstPage();
          }}
        >
          {t('my-request.search')}
        </Button>
      </Flex>
      <StatusTabsList<ManualRequestStatus, MallRequest>
        state={state}
        statuses={MANUAL_REQUEST_STATUSES}
        tabText={(tab) => (tab === ALL_TAB ? t('my-request.all') : t(`my-request.status.${tab}`))}
        countOf={countOf}
        list={list}
        renderItem={(request) => <RequestCard key={request.mallRequestId} request={request} onDone={refresh} />}
        emptyText={t('my-request.empty')}
      />
    </MyMallFrame>
  );
}
