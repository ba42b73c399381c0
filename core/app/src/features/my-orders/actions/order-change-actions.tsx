import type { OrderActionProps } from '@mall/sdk';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartRefillButton } from '../../../shell/cart-refill-button';
import { useService } from '../../../shell/services-context';
import { MyOrdersServiceToken } from '../my-orders-service';

/** 'cancel': asks first; the server refuses an order no longer cancellable and the client shows why. */
export function CancelAction({ order, refresh }: OrderActionProps) {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await api.cancel(order.poHeaderId);
      void message.success(t('my-orders.cancel.done', { orderCode: order.orderCode }));
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Popconfirm
      title={t('my-orders.cancel.confirm', { orderCode: order.orderCode })}
      okText={t('my-orders.cancel.ok')}
      cancelText={t('my-orders.cancel.keep')}
      onConfirm={() => cancel()}
    >
      <Button type="link" size="small" danger loading={busy}>
        {t('my-orders.action.cancel')}
      </Button>
    </Popconfirm>
  );
}

/** 'buy again': the order's lines back in the cart; what could not go back is named. */
export function BuyAgainAction({ order }: OrderActionProps) {
  const api = useService(MyOrdersServiceToken);
  return (
    <CartRefillButton
      call={() => api.buyAgain(order.poHeaderId)}
      labelKey="my-orders.action.buy-again"
      doneKey="my-orders.buy-again.done"
      partlyKey="my-orders.buy-again.partly"
    />
  );
}

/** The order detail link (in the list only). */
export function DetailAction({ order, place }: OrderActionProps) {
  const { t } = useTranslation();
  if (place !== 'list') return null;
  return (
    <Link to={`/order-detail?poHeaderId=${order.poHeaderId}`} style={{ padding: '0 7px' }}>
      {t('my-orders.action.detail')}
    </Link>
  );
}
