import type { OrderActionProps, OrderDetailHeaderSlotProps } from '@mall/sdk';
import { App, Button, Popconfirm } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { saveFile } from '../../../platform/files';
import { OrderExtrasServiceToken } from '../order-extras-service';

/** Runs one call with a busy flag; the HTTP client has shown the server's message when it fails. */
function useCall() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** 'confirm receipt' of a whole e-commerce order (ec-order/confirm): platforms other than CATA, waiting for receipt. */
export function EcConfirmAction({ order, refresh }: OrderActionProps) {
  const { t } = useTranslation();
  const api = useService(OrderExtrasServiceToken);
  const { message } = App.useApp();
  const { busy, run } = useCall();
  return (
    <Popconfirm
      title={t('order-extras.ec-confirm.confirm', { orderCode: order.orderCode })}
      onConfirm={() =>
        run(async () => {
          await api.confirmEcOrder(order.poSubNum, order.ecPlatformCode);
          void message.success(t('order-extras.ec-confirm.done'));
          refresh();
        })
      }
    >
      <Button type="link" size="small" loading={busy}>
        {t('order-extras.ec-confirm.action')}
      </Button>
    </Popconfirm>
  );
}

/** 'resubmit' of a rejected order: checked first (omsOrder/check), the goods off sale named. */
export function ResubmitAction({ order, refresh }: OrderActionProps) {
  const { t } = useTranslation();
  const api = useService(OrderExtrasServiceToken);
  const { message, modal } = App.useApp();
  const { busy, run } = useCall();
  const resubmit = () =>
    run(async () => {
      const check = await api.checkResubmit(order.poHeaderId);
      if (check.checkFlag !== 1) {
        modal.warning({ title: t('order-extras.resubmit.unavailable'), content: check.failedList.map((f) => f.skuName).join(', ') });
        return;
      }
      await api.resubmit(order.poHeaderId);
      void message.success(t('order-extras.resubmit.done'));
      refresh();
    });
  return (
    <Popconfirm title={t('order-extras.resubmit.confirm', { orderCode: order.orderCode })} onConfirm={() => resubmit()}>
      <Button type="link" size="small" loading={busy}>
        {t('order-extras.resubmit.action')}
      </Button>
    </Popconfirm>
  );
}

/** 'print receipt note': the receipts of the order as a workbook (receive-order-print). */
export function ReceivePrintAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  const api = useService(OrderExtrasServiceToken);
  const { busy, run } = useCall();
  return (
    <Button type="link" size="small" loading={busy} onClick={() => void run(async () => saveFile(await api.receivePrint(order.poHeaderId), `receipt-${order.orderCode}.xlsx`))}>
      {t('order-extras.print.action')}
    </Button>
  );
}

/** Opening the detail of an unread sub-order marks it read (order-center/sub/read). Draws nothing. */
export function MarkRead({ order, place }: OrderDetailHeaderSlotProps) {
  const api = useService(OrderExtrasServiceToken);
  useEffect(() => {
    if (place === 'detail' && order.readFlag === 0) void api.markRead(order.poSubHeaderId).catch(() => undefined);
  }, [api, order.poSubHeaderId, order.readFlag, place]);
  return null;
}
