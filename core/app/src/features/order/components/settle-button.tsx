import { cartSettleValidators, HttpClientToken, OperationFailedDialogToken, type CartFooterSlotProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notifier } from '../../../platform/feedback';
import { runValidators } from '../../../platform/plugin-host';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { CartStoreToken, type CartStore } from '../../cart';
import { OrderServiceToken } from '../order-service';
import { askOutcomeConfirms, showOutcomeErrors } from '../outcomes/ask-outcomes';
import { linesNotSettleable, missingSettleConfig } from './settle-check';

/**
 * The cart footer's way to the pre-submit page: pre-req with the selected cart ids, then
 * /before-order (or /sigl/before-order) with the answer in navigation state. Selected lines
 * the cart's own rules refuse (see linesNotSettleable) stop it first: every line then shows its
 * errors beside it and nothing is sent. A user config without what an order needs (see
 * missingSettleConfig) opens the operation-failed dialog naming the empty fields.
 */
export function SettleButton({ selected }: CartFooterSlotProps) {
  const { t } = useTranslation();
  const service = useService(OrderServiceToken);
  const runtime = useMallRuntime();
  const { session, host } = runtime;
  const http = useService(HttpClientToken);
  const cart = useService<CartStore>(CartStoreToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const navigate = useNavigate();
  const personal = useLocation().pathname.startsWith('/sigl');
  const [busy, setBusy] = useState(false);
  const OperationFailedDialog = useService(OperationFailedDialogToken);
  const [emptyConfig, setEmptyConfig] = useState<string[]>([]);
  /** The plugins' settle checks (cart.settle-validators): errors stop, confirms ask and act. */
  const runSettleValidators = async (): Promise<boolean> => {
    const ctx = { ...runtime.mallContext(), http, cart: { putFirst: (ids: readonly number[]) => cart.putFirst(ids) } };
    const outcomes = await runValidators(host, cartSettleValidators, { lines: selected }, ctx, 'order.settle.validator-failed');
    const errors = outcomes.filter((o) => o.level === 'error');
    if (errors.length > 0) {
      showOutcomeErrors(notifier, t, errors);
      return false;
    }
    if (!(await askOutcomeConfirms(notifier, t, outcomes.filter((o) => o.level === 'confirm')))) return false;
    for (const info of outcomes.filter((o) => o.level === 'info')) notifier.notify('info', t(info.message.key, info.message.params));
    return true;
  };
  const settle = async () => {
    const missing = missingSettleConfig(session.config);
    if (missing.length > 0) return setEmptyConfig(missing.map((key) => t(key)));
    const ctx = runtime.mallContext();
    const blocked = linesNotSettleable(selected, cart, { today: ctx.today, hideFieldList: ctx.config.hideFieldList });
    if (blocked.length > 0) {
      cart.showAllErrors();
      notifier.notify('warning', t('order.settle.blocked', { count: blocked.length }));
      return;
    }
    setBusy(true);
    if (!(await runSettleValidators())) {
      setBusy(false);
      return;
    }
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
    <>
      <Button type="primary" disabled={selected.length === 0} loading={busy} onClick={() => void settle()}>
        {t('order.settle')}
      </Button>
      <OperationFailedDialog open={emptyConfig.length > 0} fields={emptyConfig} onClose={() => setEmptyConfig([])} />
    </>
  );
}
