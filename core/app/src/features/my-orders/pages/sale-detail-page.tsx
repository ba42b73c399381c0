import { canCancelAfterSale } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Popconfirm, Result, Spin, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { AfterSalesServiceToken, type AfterSaleDetail } from '../after-sales-service';
import { AfterSaleState } from '../components/after-sale-state';
import { useMyOrdersPath } from './order-detail-page';

/** /sale-detail and /oms-sale-detail: one after-sales request with its goods and its progress, newest first. */
export default function SaleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const api = useService(AfterSalesServiceToken);
  const queries = useQueryClient();
  const { message } = App.useApp();
  const back = useMyOrdersPath();
  const [busy, setBusy] = useState(false);
  const requestId = Number(params.get('requestId') ?? params.get('id'));
  const valid = Number.isInteger(requestId) && requestId > 0;
  const oms = useLocation().pathname.startsWith('/oms-') ? 'oms-' : '';
  const detail = useQuery({ queryKey: ['after-sales', 'detail', requestId], queryFn: ({ signal }) => api.detail(requestId, signal), enabled: valid });
  if (!valid) return <Result status="info" title={t('after-sales.detail.title')} subTitle={t('after-sales.missing')} extra={<Link to={back}>{t('my-orders.detail.back')}</Link>} />;
  if (detail.isError) return <Alert type="error" showIcon message={errorText(detail.error, t)} />;
  if (!detail.data) return <Spin delay={500} style={{ display: 'block', margin: '48px auto' }} />;
  const request: AfterSaleDetail = detail.data;
  const withdraw = async () => {
    setBusy(true);
    try {
      await api.cancel(request.requestId);
      void message.success(t('after-sales.withdrawn'));
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
      await queries.invalidateQueries({ queryKey: ['after-sales'] });
    }
  };
  return (
    <Card
      title={`${t('after-sales.detail.title')} ${request.requestNum}`}
      extra={
        <Flex gap={12} align="center">
          {canCancelAfterSale(request.status) ? (
            <Popconfirm title={t('after-sales.withdraw.confirm')} onConfirm={() => withdraw()}>
              <Button danger loading={busy}>
                {t('after-sales.withdraw')}
              </Button>
            </Popconfirm>
          ) : null}
          <Link to={`/${oms}sale-status?poHeaderId=${request.poHeaderId}`}>{t('after-sales.records')}</Link>
        </Flex>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('after-sales.order-code')}>
          <Link to={`/${oms}order-detail?poHeaderId=${request.poHeaderId}`}>{request.orderCode}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('after-sales.state')}>
          <AfterSaleState status={request.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('after-sales.date')}>{request.creationDate}</Descriptions.Item>
        <Descriptions.Item label={t('after-sales.type')}>{t(`after-sales.type.${request.requestType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('after-sales.reason')}>{t(`after-sales.reason.${request.reasonCode}`)}</Descriptions.Item>
        <Descriptions.Item label={t('after-sales.description')}>{request.description ?? t('my-orders.detail.none')}</Descriptions.Item>
      </Descriptions>
      <Flex gap={24} wrap>
        <Card size="small" title={t('after-sales.lines')} style={{ flex: '2 1 420px' }}>
          <Table
            size="small"
            pagination={false}
            rowKey="poLineId"
            dataSource={request.lines}
            columns={[
              { key: 'line', title: '#', dataIndex: 'lineNum', width: 48 },
              { key: 'sku', title: t('my-orders.column.product'), dataIndex: 'skuName' },
              { key: 'quantity', title: t('after-sales.quantity'), width: 120, render: (_: unknown, l: AfterSaleDetail['lines'][number]) => `${l.quantity} ${l.uomName}` },
            ]}
          />
        </Card>
        <Card size="small" title={t('after-sales.track')} style={{ flex: '1 1 300px' }}>
          <Timeline
            items={request.track.map((e, i) => ({
              key: `${e.status}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              children: (
                <div>
                  <AfterSaleState status={e.status} /> <span style={{ color: '#888' }}>{e.operateTime}</span>
                  {e.note ? <div>{e.note}</div> : null}
                </div>
              ),
            }))}
          />
        </Card>
      </Flex>
    </Card>
  );
}
