import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markBoughtAgain } from './cart-again';
import { useMallRuntime } from './mall-runtime';

/** What a buy-again call answers: how many lines went into the cart, and those left out with why. */
export interface CartRefillResult {
  readonly successCount: number;
  /** The cart lines the call filled; they are flagged 'again' in the cart (see cart-again.ts). */
  readonly cartIdList?: readonly number[];
  readonly failedList: readonly { readonly skuName: string; readonly message: string }[];
}

/**
 * A buy-again button (an order's, a request's): makes `call`, says how many products went into
 * the cart (`doneKey`, with count) and names what could not (`partlyKey`, with count and names).
 * A refusal is shown by the HTTP client.
 */
export function CartRefillButton({ call, labelKey, doneKey, partlyKey, type = 'link' }: {
  call: () => Promise<CartRefillResult>;
  labelKey: string;
  doneKey: string;
  partlyKey: string;
  type?: 'link' | 'default';
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const runtime = useMallRuntime();
  const [busy, setBusy] = useState(false);
  const refill = async () => {
    setBusy(true);
    try {
      const result = await call();
      const { user, config } = runtime.mallContext();
      markBoughtAgain(config.organizationId, user.id, result.cartIdList ?? []);
      // Plain text: antd's message holder renders outside the router, where a Link cannot live.
      void message.success(t(doneKey, { count: result.successCount }));
      if (result.failedList.length > 0) {
        void message.warning(t(partlyKey, { count: result.failedList.length, names: result.failedList.map((f) => `${f.skuName} (${f.message})`).join('; ') }));
      }
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} size={type === 'link' ? 'small' : 'middle'} loading={busy} onClick={() => void refill()}>
      {t(labelKey)}
    </Button>
  );
}
