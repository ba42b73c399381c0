import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ResultLinks } from '../components/result-links';
import { RouteButton } from '../components/route-button';

/** Navigation state the order submit hands over: the result message, already in the buyer's language. */
export interface ApplyResultState {
  readonly message: string;
  readonly batchNum?: string;
}

function resultState(state: unknown): ApplyResultState | undefined {
  const candidate = state as Partial<ApplyResultState> | null | undefined;
  return typeof candidate?.message === 'string' && candidate.message !== '' ? { message: candidate.message, batchNum: candidate.batchNum } : undefined;
}

/** /apply-result and /sigl/apply-result: the outcome of a purchase application submit. */
export default function ApplyResultPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = resultState(location.state);
  const personal = location.pathname.startsWith('/sigl');
  const myOrders = (
    <RouteButton type="primary" to={personal ? '/sigl/my-mall/my-order' : '/my-mall/my-order'}>
      {t('payment.apply-result.my-orders')}
    </RouteButton>
  );
  if (!state) return <Result status="info" title={t('payment.apply-result.title')} subTitle={t('payment.apply-result.no-state')} extra={<ResultLinks>{myOrders}</ResultLinks>} />;
  return (
    <Result
      status="success"
      title={state.message}
      subTitle={state.batchNum ? t('payment.apply-result.lot', { batchNum: state.batchNum }) : undefined}
      extra={<ResultLinks>{myOrders}</ResultLinks>}
    />
  );
}
