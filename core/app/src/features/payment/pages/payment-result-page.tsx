import { Button, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
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
  // Always asked afresh: the point of the page is how the payment stands now.
  const checked = useQuery({
    queryKey: ['payment-status', paymentOrderNum],
    queryFn: () => api.status(paymentOrderNum!),
    enabled: paymentOrderNum !== undefined,
    staleTime: 0,
  });
  const status: PaymentStatus | undefined = checked.data;
  const error: unknown = checked.isError ? checked.error : undefined;
  const checking = checked.isFetching;
  const check = () => checked.refetch();

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
