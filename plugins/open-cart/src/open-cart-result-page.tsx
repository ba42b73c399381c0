import { useMessage } from '@mall/sdk';
import { Alert, Button, Card, List, Result, Tag } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ReturnedCart, SubmittedCart } from './open-cart-api';

/** The navigation state /req-open-cart hands over. */
export interface OpenCartResultState {
  readonly returned: ReturnedCart;
  /** The submit's answer (absent for a cancel and an inspect session). */
  readonly submitted?: SubmittedCart;
  readonly cancelled: boolean;
}

/** Leaves the app for the mall's send page, which posts the form (a full navigation, not a route). */
export const leaveFor = { assign: (url: string) => window.location.assign(url) };

/**
 * /req-open-cart/result: says what goes back and opens the server's one-time send page, whose
 * form posts the cart to the requisition system (the app's own policy posts forms only to the mall).
 * When the submit flagged lines over budget (cuxBudgetWarningFlag), they are listed and the cart
 * goes back only when the buyer continues, so the warning is read rather than flashed.
 */
export default function OpenCartResultPage() {
  const t = useMessage();
  const state = useLocation().state as OpenCartResultState | null;
  const sendUrl = state?.returned.sendUrl;
  const warned = state?.submitted?.orderLineList.filter((line) => line.cuxBudgetWarningFlag === 1) ?? [];
  const waitForBuyer = warned.length > 0;
  useEffect(() => {
    if (sendUrl && !waitForBuyer) leaveFor.assign(sendUrl);
  }, [sendUrl, waitForBuyer]);
  if (!state) return <Alert type="warning" showIcon title={t('open-cart.result.none')} />;
  // One sentence per state: cancelled, waiting for the buyer over budget (spec 3's budget check
  // prompt, word for word), or sending now; nothing says "being sent" while the page waits.
  const subtitle = () => {
    if (state.cancelled) return t('open-cart.result.cancelled');
    if (waitForBuyer) return t('open-cart.result.budget-intro');
    return t('open-cart.result.sending', { count: state.returned.itemCount });
  };
  return (
    <Card>
      <Result
        status={state.cancelled ? 'info' : waitForBuyer ? 'warning' : 'success'}
        title={t(waitForBuyer ? 'open-cart.result.budget-title' : 'open-cart.result.title')}
        subTitle={subtitle()}
        extra={
          <Button type="primary" href={state.returned.sendUrl}>
            {t('open-cart.result.continue')}
          </Button>
        }
      />
      {waitForBuyer && (
        <>
          <Alert type="warning" showIcon title={t('open-cart.result.budget-warning', { count: warned.length, total: state.returned.itemCount })} />
          <List
            size="small"
            dataSource={warned}
            rowKey="lineId"
            renderItem={(line) => (
              <List.Item>
                {[line.productName, line.itemCode, `${line.totalPrice.toFixed(2)} ${line.currencyCode}`].filter(Boolean).join(' · ')} <Tag color="warning">{t('open-cart.result.over-budget')}</Tag>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
