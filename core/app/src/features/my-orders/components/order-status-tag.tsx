import { lineStatusKey, type MallOrderLine, type MallOrderStatus } from '@mall/domain';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLOURS: Record<MallOrderStatus, string> = {
  WAITING_APPROVE: 'processing',
  PENDING_PAYMENT: 'warning',
  SUBMITTED: 'blue',
  PAID: 'cyan',
  WAITING_RECEIPT: 'purple',
  RECEIVED: 'success',
  REJECT: 'error',
  CANCELLED: 'default',
};

/** The order's status as a coloured tag (spec 2 section 9 status colours). */
export function OrderStatusTag({ status }: { status: MallOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLOURS[status]}>{t(`my-orders.status.${status}`)}</Tag>;
}

const LINE_COLOURS = { FINISH: 'success', WAITING_RECEIVE: 'processing', REJECT: 'error', CANCELLED: 'default' } as const;

/**
 * A line's status (spec 2 section 4): FINISH, WAITING_RECEIVE, REJECT with its denial reason,
 * CANCELLED with its cancel code's meaning, or 'cancelled' when it has none.
 */
export function LineStatus({ line }: { line: MallOrderLine }) {
  const { t } = useTranslation();
  const key = lineStatusKey(line);
  if (!key || !line.subStatus) return null;
  return (
    <span>
      <Tag color={LINE_COLOURS[line.subStatus]}>{t(key)}</Tag>
      {line.denialReason ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('my-orders.denial-reason', { reason: line.denialReason })}
        </Typography.Text>
      ) : null}
    </span>
  );
}
