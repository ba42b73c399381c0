import type { CartFooterSlotProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { OrderServiceToken } from '../order-service';

/**
 * The cart footer's way to the pre-submit page: pre-req with the selected cart ids, then
 * /before-order (or /sigl/before-order) with the answer in navigation state.
 */
export function SettleButton({ selected }: CartFooterSlotProps) {
  const { t } = useTranslation();
  const service = useService(OrderServiceToken);
  const { session } = useMallRuntime();
  const navigate = useNavigate();
  const personal = useLocation().pathname.startsWith('/sigl');
  const [busy, setBusy] = useState(false);
  const settle = async () => {
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
