import { EmbeddedOrderModal } from '@mall-plugin/open-cart';
import { HttpClientToken, useMallService, useMessage, type MallOrder, type OrderActionProps, type UserInfo } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';

/** The pay-url call (spec 3 section 7): a list of nonceStr, payFee, batchNum; answers payUrl. */
export const PAY_URL_PATH = '/sd/v1/{org}/pay-url';

/** Orders waiting for their online payment offer the embedded payment page. */
export const awaitsPayment = (order: MallOrder) => order.mallOrderStatus === 'PENDING_PAYMENT';

const nonce = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * 'Pay' beside an order waiting for payment (spec 3, internet firm): asks pay-url for the
 * payment page of the order's batch and shows it in open-cart's full-screen embedded order
 * modal, whose cancel cancels the batch and goes back to /cart. The server checks the fee
 * against the batch's own amount; the browser only names the batch.
 */
export function PayInPage({ order }: OrderActionProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const [page, setPage] = useState<{ url: string; tenantId: number }>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const [user, pay] = await Promise.all([
        http.request<UserInfo>('GET', '/iam/hzero/v1/users/self'),
        http.request<{ payUrl: string }>('POST', PAY_URL_PATH, { body: [{ nonceStr: nonce(), payFee: order.amount, batchNum: order.batchNum }] }),
      ]);
      setPage({ url: pay.payUrl, tenantId: user.tenantId });
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" type="primary" loading={busy} onClick={() => void open()}>
        {t('internet-firm.pay-in-page')}
      </Button>
      {page && <EmbeddedOrderModal open url={page.url} batchNum={order.batchNum} tenantId={page.tenantId} onClose={() => setPage(undefined)} />}
    </>
  );
}
