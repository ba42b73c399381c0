import type { ProductSource } from '@mall/domain';
import { orderDetailHeaderSlot } from '@mall/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { Slot } from '../../../platform/plugin-host';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { CopyableCode } from '../../../shell/copyable-code';
import { useService } from '../../../shell/services-context';
import { AttachmentList } from '../../attachments';
import { ProductPrice } from '../../catalogue';
import { OrderActions } from '../components/order-actions';
import { OrderNotes } from '../components/order-card';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderStatusTag } from '../components/order-status-tag';
import { MyOrdersServiceToken, type OrderDetail } from '../my-orders-service';

/** The order named by the link: `poHeaderId` (the order service's pages also say `orderId`). */
export function orderIdOf(params: URLSearchParams): number | undefined {
  const value = Number(params.get('poHeaderId') ?? params.get('orderId') ?? params.get('id'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The back link to My orders in the layout the buyer came from. */
export function useMyOrdersPath(): string {
  return useLocation().pathname.startsWith('/sigl') ? '/sigl/my-mall/my-order' : '/my-mall/my-order';
}

function Amount({ order, value }: { order: OrderDetail; value: number }) {
  return <ProductPrice price={value} source={(order.lines[0]?.cecFromCode ?? 'CATA') as ProductSource} currency={order.currencyCode} page="order" />;
}

function OrderDetailView({ order, refresh }: { order: OrderDetail; refresh: () => void }) {
  const { t } = useTranslation();
  const { host } = useMallRuntime();
  const none = t('my-orders.detail.none');
  const invoice = order.invoice.companyInvoiceVO;
  const goods = order.lines.reduce((sum, l) => sum + l.lineAmount, 0);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('my-orders.detail.header')} extra={<OrderActions order={order} refresh={refresh} place="detail" />}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('my-orders.order-code')}>
            <CopyableCode code={order.orderCode} />
          </Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.status')}>
            <OrderStatusTag status={order.mallOrderStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={t('my-orders.order-date')}>{order.creationDate}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.supplier')}>{order.supplierCompanyName}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.company')}>{order.companyName ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.unit')}>{order.unitName ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.batch')}>{order.batchNum ? <CopyableCode code={order.batchNum} /> : none}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.remark')}>{order.remark ?? none}</Descriptions.Item>
          {order.cancelDate ? <Descriptions.Item label={t('my-orders.detail.cancel-date')}>{order.cancelDate}</Descriptions.Item> : null}
          {order.attachmentUuid ? (
            <Descriptions.Item label={t('order.field.attachment')}>
              <AttachmentList attachmentUuid={order.attachmentUuid} readOnly showHistory />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <OrderNotes order={order} />
        {/* The receipt feature's notices (receiptFlag / afterSaleFlag 2) and any tenant extras come through the slot. */}
        <Slot host={host} point={orderDetailHeaderSlot} props={{ order, refresh, place: 'detail' }} />
      </Card>
      <Card size="small" title={t('my-orders.detail.lines')}>
        <OrderLinesTable order={order} refresh={refresh} />
      </Card>
      <Flex gap={16} wrap>
        <Card size="small" title={t('my-orders.detail.address')} style={{ flex: '1 1 300px' }}>
          {order.receiverAddress ? (
            <Typography.Paragraph style={{ margin: 0 }}>
              {order.receiverAddress.contactName} {order.receiverAddress.mobile}
              <br />
              {order.receiverAddress.fullAddress}
            </Typography.Paragraph>
          ) : (
            none
          )}
        </Card>
        <Card size="small" title={t('my-orders.detail.invoice')} style={{ flex: '1 1 300px' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('my-orders.detail.invoice-header')}>{invoice?.invoiceHeader ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('my-orders.detail.invoice-tax')}>{invoice?.taxRegistrationNumber ?? none}</Descriptions.Item>
            {order.invoice.invoiceTypeCode ? (
              <Descriptions.Item label={t('my-orders.detail.invoice')}>{t(`my-orders.detail.invoice-type.${order.invoice.invoiceTypeCode}`)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('my-orders.detail.invoice-address')}>{order.invoiceAddress?.fullAddress ?? none}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t('my-orders.detail.payment')} style={{ flex: '1 1 300px' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('my-orders.detail.payment-method')}>{order.paymentMethodCode ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('my-orders.detail.payment-order')}>{order.payment?.paymentOrderNum ? <CopyableCode code={order.payment.paymentOrderNum} /> : none}</Descriptions.Item>
            {order.payment ? (
              <Descriptions.Item label={t('my-orders.detail.payment')}>
                {order.payment.status === 'PAID' ? t('my-orders.detail.payment-status.PAID', { date: order.payment.paidDate ?? '' }) : t('my-orders.detail.payment-status.WAITING')}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </Card>
      </Flex>
      <Card size="small" title={t('my-orders.detail.amounts')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('my-orders.detail.line-count')}>{order.lines.length}</Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.goods-amount')}>
            <Amount order={order} value={goods} />
          </Descriptions.Item>
          <Descriptions.Item label={t('my-orders.detail.total')}>
            <Amount order={order} value={order.amount} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Flex>
  );
}

/** /order-detail and /oms-order-detail: one order with its lines, address, invoice, payment and amounts. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const api = useService(MyOrdersServiceToken);
  const queries = useQueryClient();
  const back = useMyOrdersPath();
  const id = orderIdOf(params);
  const detail = useQuery({ queryKey: ['my-orders', 'detail', id], queryFn: ({ signal }) => api.detail(id!, signal), enabled: id !== undefined });
  const refresh = useCallback(() => void queries.invalidateQueries({ queryKey: ['my-orders'] }), [queries]);
  const backLink = <Link to={back}>{t('my-orders.detail.back')}</Link>;
  if (id === undefined) return <Result status="info" title={t('my-orders.detail.title')} subTitle={t('my-orders.detail.missing')} extra={backLink} />;
  return (
    <Card title={t('my-orders.detail.title')} extra={backLink}>
      {detail.isError ? <Alert type="error" showIcon message={errorText(detail.error, t)} /> : null}
      <Spin spinning={detail.isPending && !detail.isError} delay={500}>
        {detail.data ? <OrderDetailView order={detail.data} refresh={refresh} /> : <div style={{ minHeight: 200 }} />}
      </Spin>
    </Card>
  );
}
