import { HttpClientToken, NotificationsToken, msg, useMallNavigation, useMallService, useMessage } from '@mall/sdk';
import { Button, Modal } from 'antd';
import { useState } from 'react';

/** Props of the embedded order page: the page the pre-order (or pay-url) call answered and its batch. */
export interface EmbeddedOrderModalProps {
  readonly open: boolean;
  /** The order or payment page to show (`url` of carts/pre-order, `payUrl` of pay-url). */
  readonly url: string;
  readonly batchNum: string;
  readonly tenantId: number;
  readonly onClose: () => void;
}

export const BATCH_ORDER_CANCEL_PATH = '/smodr/v1/{org}/orders/batch-order-cancel';

/**
 * The embedded order page in a full-screen modal (spec 3 section 4): cancelling it, after the
 * buyer confirms, cancels the whole batch (batch-order-cancel with tenantId and batchNum) and
 * goes to /cart.
 */
export function EmbeddedOrderModal({ open, url, batchNum, tenantId, onClose }: EmbeddedOrderModalProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const navigation = useMallNavigation();
  const [busy, setBusy] = useState(false);
  const cancelBatch = async () => {
    if (!(await notices.confirm(msg('open-cart.embedded.cancel.title'), msg('open-cart.embedded.cancel.confirm')))) return;
    setBusy(true);
    try {
      await http.request('POST', BATCH_ORDER_CANCEL_PATH, { body: { tenantId, batchNum } });
      notices.notify('success', msg('open-cart.embedded.cancelled'));
      onClose();
      navigation.go('/cart');
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('open-cart.embedded.title')}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 140px)', padding: 0 } }}
      closable={false}
      maskClosable={false}
      footer={
        <Button danger loading={busy} onClick={() => void cancelBatch()}>
          {t('open-cart.embedded.cancel')}
        </Button>
      }
    >
      <iframe title={t('open-cart.embedded.title')} src={url} style={{ border: 0, width: '100%', height: '100%' }} />
    </Modal>
  );
}
