import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { readForbiddenState } from './forbidden-state';
import type { SessionErrorState } from './session-store';

/** The refusal itself, shared by /pub/forbidden and the session gate. */
export function ForbiddenResult({ state }: { state: SessionErrorState | undefined }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={state?.status ? String(state.status) : undefined}
      subTitle={state?.message || t('http.forbidden')}
      extra={
        <Button type="primary" href="/">
          {t('session.backHome')}
        </Button>
      }
    />
  );
}

/** /pub/forbidden: shows the error state session start stored before coming here. */
export default function ForbiddenPage() {
  return <ForbiddenResult state={readForbiddenState()} />;
}
