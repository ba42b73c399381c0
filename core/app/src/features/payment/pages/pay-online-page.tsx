import { formatPrice } from '@mall/domain';
import { Alert, Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AppConfig } from '../../../platform/app-config';
import type { Navigator } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { CopyableCode } from '../../../shell/copyable-code';
import { useService } from '../../../shell/services-context';
import { errorText } from '../../../platform/http';
import { CashierFrame } from '../components/cashier-frame';
import { ResultLinks } from '../components/result-links';
import { PaymentServiceToken, type PaymentOrder } from '../payment-service';

/** The orders the payment pays, by number when the gateway lists them, else how many the lot holds. */
type Loaded = { readonly batchNum: string; readonly payment: PaymentOrder; readonly orders: number | readonly string[] };

/**
 * /pay-online?paymentOrderNum=&batchNum=: the lot's amount and orders waiting, then Pay now
 * asks the gateway for the cashier link and sends the browser there. The cashier comes back
 * to /payment-result. A cashier page the submit hands over in navigation state (`cashierHtml`
 * of the pre-order answer) is shown at once, without opening the payment again.
 */
export default function PayOnlinePage() {
  const { t } = useTranslation();
  const api = useService(PaymentServiceToken);
  const navigator = useService<Navigator>(TYPES.Navigator);
  const config = useService<AppConfig>(TYPES.AppConfig);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cashierHtml = (useLocation().state as { cashierHtml?: string } | null)?.cashierHtml;
  const batchParam = params.get('batchNum') ?? undefined;
  const paymentOrderNum = params.get('paymentOrderNum') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<unknown>();
  const [paying, setPaying] = useState(false);
  const nothing = !batchParam && !paymentOrderNum;

  useEffect(() => {
    if (nothing) return;
    let live = true;
    (async () => {
      let batchNum = batchParam;
      // Coming back from the cashier (browser back) after paying: show the result, not a second payment.
      if (paymentOrderNum) {
        const status = await api.status(paymentOrderNum);
        if (status.successFlag === 1) return navigate(`/payment-result?paymentOrderNum=${encodeURIComponent(paymentOrderNum)}`, { replace: true });
        batchNum ??= status.batchNum;
      }
      // The pre-order answer already opened the payment and handed its cashier over: open none.
      if (cashierHtml) return;
      const returnUrl = `${window.location.origin}${window.location.pathname.startsWith('/sigl') ? '/sigl' : ''}/payment-result`;
      const payment = await api.createPayment(batchNum!, returnUrl);
      // A lot may also hold orders settled another way: only the payment's own orders wait for it.
      const orders = payment.orderNumList ?? (await api.lotOrderCount(batchNum!));
      if (live) setLoaded({ batchNum: batchNum!, payment, orders });
    })().catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [api, navigate, nothing, batchParam, paymentOrderNum, cashierHtml]);

  const pay = async () => {
    if (!loaded) return;
    setPaying(true);
    try {
      const { payment, batchNum } = loaded;
      const answer = await api.payUrl([{ nonceStr: nonce(), payFee: payment.amount, batchNum, orderInfoJsonStr: JSON.stringify({ paymentOrderNum: payment.paymentOrderNum }) }]);
      const target = answer.payUrl || payment.cashierUri;
      if (target) navigator.redirect(target.startsWith('/') ? `${config.apiBase}${target}` : target);
    } catch (e) {
      setError(e);
    } finally {
      setPaying(false);
    }
  };

  const html = cashierHtml ?? loaded?.payment.cashierHtml;
  return (
    <Card title={t('payment.pay-online.title')} style={{ maxWidth: 760, margin: '24px auto' }}>
      {nothing ? (
        <Empty description={t('payment.pay-online.nothing')} />
      ) : error ? (
        <Alert type="error" showIcon title={errorText(error, t)} />
      ) : html ? (
        <CashierFrame html={html} />
      ) : !loaded ? (
        <Spin description={t('payment.pay-online.loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'amount', label: t('payment.pay-online.amount'), children: <strong>{`${loaded.payment.currencyCode} ${formatPrice(loaded.payment.amount, undefined)}`}</strong> },
            {
              key: 'orders',
              label: t('payment.pay-online.orders'),
              children: typeof loaded.orders === 'number' ? loaded.orders : loaded.orders.map((num) => (
                    <div key={num}>
                      <CopyableCode code={num} />
                    </div>
                  )),
            },
            { key: 'lot', label: t('payment.pay-online.lot'), children: loaded.batchNum },
            { key: 'payment', label: t('payment.pay-online.payment-order'), children: <CopyableCode code={loaded.payment.paymentOrderNum} /> },
          ]}
        />
      )}
      <div style={{ marginTop: 24 }}>
        <ResultLinks>
          {loaded && !html && !error && (
            <Button type="primary" loading={paying} onClick={pay}>
              {paying ? t('payment.pay-online.paying') : t('payment.pay-online.pay')}
            </Button>
          )}
        </ResultLinks>
      </div>
    </Card>
  );
}

function nonce(): string {
  return Math.random().toString(36).slice(2, 14);
}
