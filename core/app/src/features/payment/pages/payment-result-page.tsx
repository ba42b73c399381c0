import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../shell/services-context';
import { errorText } from '../../../platform/http';
import { ResultLinks } from '../components/result-links';
import { RouteButton } from '../components/route-button';
import { PaymentServiceToken, type PaymentStatus } from '../payment-service';

/**
 * /payment-result and /pay-result.html?paymentOrderNum=: asks the gateway how the payment
 * really went rather than trusting the address the cashier sent the buyer back to.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const api = useService(PaymentServiceToken);
  const paymentOrderNum = useSearchParams()[0].get('paymentOrderNum') ?? undefined;
  const [status, setStatus] = useState<PaymentStatus>();
  const [error, setError] = useState<unknown>();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    if (!paymentOrderNum) return;
    setChecking(true);
    setError(undefined);
    try {
      setStatus(await api.status(paymentOrderNum));
    } catch (e) {
      setError(e);
    } finally {
      setChecking(false);
    }
  }, [api, paymentOrderNum]);

  useEffect(() => {
    void check();
  }, [check]);

  if (!paymentOrderNum) return <Result status="info" title={t('payment.result.title')} subTitle={t('payment.result.no-order')} extra={<ResultLinks />} />;
  if (!status && !error) {
    return (
      <Spin description={t('payment.result.checking')}>
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  const refresh = (
    <Button key="refresh" loading={checking} onClick={() => void check()}>
      {t('payment.result.refresh')}
    </Button>
  );
  if (error) return <Result status="error" title={t('payment.result.failed')} subTitle={errorText(error, t)} extra={<ResultLinks>{refresh}</ResultLinks>} />;
  if (status!.successFlag === 1 && status!.status === 'PAID') {
    return <Result status="success" title={t('payment.result.success')} subTitle={t('payment.result.success-detail', { paymentOrderNum })} extra={<ResultLinks />} />;
  }
  const payAgain = `/pay-online?${new URLSearchParams({ paymentOrderNum, ...(status!.batchNum ? { batchNum: status!.batchNum } : {}) }).toString()}`;
  return (
    <Result
      status="warning"
      title={t('payment.result.waiting')}
      subTitle={t('payment.result.waiting-detail', { paymentOrderNum })}
      extra={
        <ResultLinks>
          <RouteButton type="primary" to={payAgain}>
            {t('payment.result.pay-now')}
          </RouteButton>
          {refresh}
        </ResultLinks>
      }
    />
  );
}
