import { warningEntries } from '@mall-plugin/budget-warning';
import { HttpClientToken, PurchaseRequestFormToken, useMallNavigation, useMallService, useMessage } from '@mall/sdk';
import { Alert, App, Button, Flex, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNRATED_SHOWN, unratedOrders } from './unrated-orders';

export const REQUEST_RESUBMIT_PATH = '/marmot/v1/{org}/marmot-api/caocao-request-resubmit';

interface ResubmitAnswer {
  mallManualRequestStatus: string;
  attributeVarchar6: '0' | '1';
  attributeLongtext10?: string;
  mallRequestEntryViewVOList: { skuName: string; amount: number; cancelStatus?: string }[];
}

/**
 * The restaurant group's /add-purchase: core's request form, blocked while the buyer has
 * completed orders not yet rated (the spec's sentence, at most five order numbers and a go-to-rate
 * button), and for a withdrawn request a resubmit that warns first when its lines exceed the
 * budget (attributeVarchar6) and confirms on through the over-limit dialog.
 */
export default function RestaurantRequestPage() {
  const t = useMessage();
  const { modal, message } = App.useApp();
  const http = useMallService(HttpClientToken);
  const RequestForm = useMallService(PurchaseRequestFormToken);
  const nav = useMallNavigation();
  const [params] = useSearchParams();
  const [unrated, setUnrated] = useState<string[] | undefined>();
  const [request, setRequest] = useState<{ mallRequestId: number; requestNum: string } | undefined>();
  const id = Number(params.get('mallRequestId'));
  const renew = params.get('mode') === 'renew';

  useEffect(() => {
    // A failed check does not block: the order submit checks again.
    unratedOrders(http).then(setUnrated, () => setUnrated([]));
  }, [http]);
  useEffect(() => {
    if (!id || !renew) return;
    http
      .request<{ mallRequestId: number; requestNum: string; mallManualRequestStatus: string; submittedDate?: string }>('GET', '/smodr/v1/{org}/mall-requests/mall-detail', { query: { mallRequestId: id } })
      .then((r) => r.mallManualRequestStatus === 'NEW' && r.submittedDate && setRequest(r), () => undefined);
  }, [http, id, renew]);

  const resubmit = async (confirmFlag: 0 | 1) => {
    if (!request) return;
    try {
      const answer = await http.request<ResubmitAnswer>('POST', REQUEST_RESUBMIT_PATH, { body: { mallRequestId: request.mallRequestId, confirmFlag } });
      if (answer.mallManualRequestStatus === 'SUBMITTED') {
        void message.success(t('restaurant-group.resubmitted', { num: request.requestNum }));
        nav.go('/my-request');
        return;
      }
      void modal.confirm({
        title: t('budget-warning.title'),
        width: 560,
        content: (
          <>
            <p>{t('budget-warning.intro')}</p>
            <Table
              size="small"
              pagination={false}
              scroll={{ y: 210 }}
              rowKey={(_r, i) => String(i)}
              dataSource={warningEntries(answer.mallRequestEntryViewVOList)}
              columns={[
                { title: t('budget-warning.column.product'), dataIndex: 'skuName' },
                { title: t('budget-warning.column.amount'), dataIndex: 'amount', width: 120 },
              ]}
            />
          </>
        ),
        onOk: () => resubmit(1),
      });
    } catch (e) {
      void message.error((e as { message?: string }).message ?? String(e));
    }
  };

  if (unrated === undefined) return <Spin style={{ display: 'block', padding: 48 }} />;
  return (
    <Flex vertical gap={12}>
      {unrated.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('restaurant-group.unrated')}
          description={t('restaurant-group.unrated.orders', { orders: unrated.slice(0, UNRATED_SHOWN).join(', ') + (unrated.length > UNRATED_SHOWN ? ' …' : '') })}
          action={
            <Button type="primary" onClick={() => nav.open('/my-order')}>
              {t('restaurant-group.unrated.go')}
            </Button>
          }
        />
      ) : null}
      {request && unrated.length === 0 ? (
        <Alert
          type="info"
          showIcon
          message={t('restaurant-group.resubmit.intro', { num: request.requestNum })}
          action={<Button onClick={() => void resubmit(0)}>{t('restaurant-group.resubmit')}</Button>}
        />
      ) : null}
      <RequestForm disabled={unrated.length > 0} />
    </Flex>
  );
}
