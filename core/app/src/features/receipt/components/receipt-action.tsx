import type { OrderActionProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback';
import { lazyWhenOpen } from '../../../shell/lazy-component';
import type { ReceiptDrawerProps } from './receipt-drawer';

// The drawer (tables, stock drawer, field forms) is fetched on the first 'Receipt' click.
const ReceiptDrawer = lazyWhenOpen<ReceiptDrawerProps>(() => import('./receipt-drawer').then((m) => m.ReceiptDrawer));

/** Orders that can still have goods to receive. */
// An e-commerce order (platform other than CATA) has no consignments here: it is confirmed as a whole (ec-order/confirm).
export const isReceivable = (order: OrderActionProps['order']) => order.mallOrderStatus === 'WAITING_RECEIPT' && order.ecPlatformCode === 'CATA';

/**
 * 'Receipt' of an order waiting for receipt: receiptFlag 1 opens the goods receipt drawer;
 * receiptFlag 2 (receiving done elsewhere) and afterSaleFlag 2 show their message instead.
 */
export function ReceiptAction({ order, refresh }: OrderActionProps) {
  const { t } = useTranslation();
  // Shown on every order's row in the first load: not antd's App.useApp (see useAppFeedback).
  const { message } = useAppFeedback();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (order.receiptFlag === 2) void message.info(t('receipt.elsewhere'));
    else setOpen(true);
  };
  return (
    <>
      <Button size="small" type="primary" ghost onClick={start}>
        {t('receipt.action')}
      </Button>
      {order.receiptFlag === 1 && <ReceiptDrawer poHeaderId={order.poHeaderId} open={open} onClose={() => setOpen(false)} onReceived={refresh} />}
    </>
  );
}
