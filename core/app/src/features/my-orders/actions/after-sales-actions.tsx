import type { OrderActionProps } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** 'after-sales': the order's after-sales requests, where another can be asked for. */
export function AfterSalesAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <Link to={`/sale-status?poHeaderId=${order.poHeaderId}`} style={{ padding: '0 7px' }}>
      {t('after-sales.records')}
    </Link>
  );
}

/** 'review': the order's review page (shown once the order is received). */
export function ReviewAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <Link to={`/order-comment?poHeaderId=${order.poHeaderId}`} style={{ padding: '0 7px' }}>
      {t('review.action')}
    </Link>
  );
}
