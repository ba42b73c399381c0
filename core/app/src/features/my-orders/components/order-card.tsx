import type { MallOrder, ProductSource } from '@mall/domain';
import { Badge, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductPrice } from '../../catalogue';
import { OrderActions } from './order-actions';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusTag } from './order-status-tag';

/** The approver of an order waiting for approval, or the approver's reason for a rejection. */
export function OrderNotes({ order }: { order: MallOrder }) {
  const { t } = useTranslation();
  return (
    <>
      {order.mallOrderStatus === 'WAITING_APPROVE' && order.approverName ? (
        <Typography.Text type="secondary">{t('my-orders.approver', { name: order.approverName })}</Typography.Text>
      ) : null}
      {order.mallOrderStatus === 'REJECT' && order.denialReason ? (
        <Typography.Text type="danger">{t('my-orders.denial-reason', { reason: order.denialReason })}</Typography.Text>
      ) : null}
    </>
  );
}

/** One order of My orders: its header facts, its lines and its actions. */
export function OrderCard({ order, refresh }: { order: MallOrder; refresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      aria-label={`${t('my-orders.order-code')} ${order.orderCode}`}
      title={
        <Flex gap={16} wrap align="center" style={{ fontWeight: 'normal' }}>
          <span>
            {t('my-orders.order-code')}: <Link to={`/order-detail?poHeaderId=${order.poHeaderId}`}>{order.orderCode}</Link>
          </span>
          <Typography.Text type="secondary">{order.creationDate}</Typography.Text>
          <Typography.Text>{order.supplierCompanyName}</Typography.Text>
          <OrderStatusTag status={order.mallOrderStatus} />
          {/* Changed since the buyer last opened it (order-center/sub/read clears it). */}
          {order.readFlag === 0 ? <Badge status="processing" text={t('my-orders.unread')} /> : null}
        </Flex>
      }
      extra={
        <span>
          {t('my-orders.amount')}: <ProductPrice price={order.amount} source={(order.lines[0]?.cecFromCode ?? 'CATA') as ProductSource} currency={order.currencyCode} page="order" />
        </span>
      }
    >
      <Flex vertical gap={8}>
        <OrderNotes order={order} />
        <OrderLinesTable order={order} refresh={refresh} />
        <Flex justify="flex-end">
          <OrderActions order={order} refresh={refresh} place="list" />
        </Flex>
      </Flex>
    </Card>
  );
}
