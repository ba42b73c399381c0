import { useMessage } from '@mall/sdk';
import { Alert, Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ReturnedCart } from './open-cart-api';

/** The navigation state /req-open-cart hands over. */
export interface OpenCartResultState {
  readonly returned: ReturnedCart;
  readonly cancelled: boolean;
}

/** Leaves the app for the mall's send page, which posts the form (a full navigation, not a route). */
export const leaveFor = { assign: (url: string) => window.location.assign(url) };

/**
 * /req-open-cart/result: says what goes back and opens the server's one-time send page, whose
 * form posts the cart to the requisition system (the app's own policy posts forms only to the mall).
 */
export default function OpenCartResultPage() {
  const t = useMessage();
  const state = useLocation().state as OpenCartResultState | null;
  const sendUrl = state?.returned.sendUrl;
  useEffect(() => {
    if (sendUrl) leaveFor.assign(sendUrl);
  }, [sendUrl]);
  if (!state) return <Alert type="warning" showIcon title={t('open-cart.result.none')} />;
  return (
    <Card>
      <Result
        status={state.cancelled ? 'info' : 'success'}
        title={t('open-cart.result.title')}
        subTitle={state.cancelled ? t('open-cart.result.cancelled') : t('open-cart.result.sending', { count: state.returned.itemCount })}
        extra={
          <Button type="primary" href={state.returned.sendUrl}>
            {t('open-cart.result.continue')}
          </Button>
        }
      />
    </Card>
  );
}
