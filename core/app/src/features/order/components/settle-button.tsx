import type { CartFooterSlotProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { CartStoreToken, type CartStore } from '../../cart';
import { OrderServiceToken } from '../order-service';
import { linesNotSettleable } from './settle-check';

/**
 * The cart footer's way to the pre-submit page: pre-req with the selected cart ids, then
 * /before-order (or /sigl/before-order) with the answer in navigation state. Selected lines
 * the cart's own rules refuse (see linesNotSettleable) stop it first: every line then shows its
 * errors beside it and nothing is sent.
 */
export function SettleButton({ selected }: CartFooterSlotProps) {
  const { t } = useTranslation();
  const service = useService(OrderServiceToken);
  const runtime = useMallRuntime();
  const { session } = runtime;
  const cart = useService<CartStore>(CartStoreToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const navigate = useNavigate();
  const personal = useLocation().pathname.startsWith('/sigl');
  const [busy, setBusy] = useState(false);
  const settle = async () => {
    const ctx = runtime.mallContext();
    const blocked = linesNotSettleable(selected, cart, { today: ctx.today, hideFieldList: ctx.config.hideFieldList });
    if (blocked.length > 0) {
      cart.showAllErrors();
      notifier.notify('warning', t('order.settle.blocked', { count: blocked.length }));
      return;
    }
    setBusy(true);
    try {
      const orderData = await service.preReq(
        selected.map((line) => line.cartId),
        session.config?.unitId,
      );
      void navigate(personal ? '/sigl/before-order' : '/before-order', { state: { orderData } });
    } catch {
      // the client showed why (e.g. mixed currencies); the cart selection stays as it was
      setBusy(false);
    }
  };
  return (
    <Button type="primary" disabled={selected.length === 0} loading={busy} onClick={() => void settle()}>
      {t('order.settle')}
    </Button>
  );
}
