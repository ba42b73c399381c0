import { canApplyAfterSale } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Result, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { AfterSalesServiceToken, type AfterSaleRequest } from '../after-sales-service';
import { AfterSaleState } from '../components/after-sale-state';
import { MyOrdersServiceToken } from '../my-orders-service';
import { orderIdOf, useMyOrdersPath } from './order-detail-page';

/** /sale-status and /oms-sale-status: the after-sales requests of one order, and the way to ask for another. */
export default function SaleStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orders = useService(MyOrdersServiceToken);
  const afterSales = useService(AfterSalesServiceToken);
  const back = useMyOrdersPath();
  const id = orderIdOf(params);
  const oms = useLocation().pathname.startsWith('/oms-') ? 'oms-' : '';
  const detail = useQuery({ queryKey: ['my-orders', 'detail', id], queryFn: ({ signal }) => orders.detail(id!, signal), enabled: id !== undefined });
  const list = useQuery({ queryKey: ['after-sales', 'list', id], queryFn: ({ signal }) => afterSales.list(id!, signal), enabled: id !== undefined });
  if (id === undefined) return <Result status="info" title={t('after-sales.title')} subTitle={t('after-sales.missing')} extra={<Link to={back}>{t('my-orders.detail.back')}</Link>} />;
  const order = detail.data;
  return (
    <Card
      title={t('after-sales.status.title', { orderCode: order?.orderCode ?? '' })}
      extra={
        order && canApplyAfterSale(order) ? (
          <Link to={`/${oms}sale-applicat?poHeaderId=${id}`}>{t('after-sales.apply')}</Link>
        ) : (
          <Link to={`/${oms}order-detail?poHeaderId=${id}`}>{t('after-sales.back-to-order')}</Link>
        )
      }
    >
      {order?.afterSaleFlag === 2 ? <Alert type="info" showIcon message={t('my-orders.detail.after-sale-elsewhere')} style={{ marginBottom: 12 }} /> : null}
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      <Spin spinning={list.isPending && !list.isError} delay={500}>
        <Table<AfterSaleRequest>
          rowKey="requestId"
          pagination={false}
          dataSource={list.data ?? []}
          locale={{ emptyText: <Empty description={t('after-sales.none')} /> }}
          columns={[
            { key: 'num', title: t('after-sales.request-num'), render: (_: unknown, r) => <Link to={`/${oms}sale-detail?requestId=${r.requestId}`}>{r.requestNum}</Link> },
            { key: 'type', title: t('after-sales.type'), render: (_: unknown, r) => t(`after-sales.type.${r.requestType}`) },
            { key: 'reason', title: t('after-sales.reason'), render: (_: unknown, r) => t(`after-sales.reason.${r.reasonCode}`) },
            { key: 'date', title: t('after-sales.date'), dataIndex: 'creationDate' },
            { key: 'status', title: t('after-sales.state'), render: (_: unknown, r) => <AfterSaleState status={r.status} /> },
          ]}
        />
      </Spin>
    </Card>
  );
}
