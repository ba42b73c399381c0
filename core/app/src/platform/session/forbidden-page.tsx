import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../shell/mall-runtime';
import { StatusResult } from '../feedback/status-result';
import { readForbiddenState } from './forbidden-state';
import type { SessionErrorState } from './session-store';

/**
 * The refusal itself, shared by /pub/forbidden and the session gate. A refused session (a
 * configuration error, a business error flag) comes back here from any mall page, so "try
 * again" alone would loop: signing out (spec 1 section 4 step 6) is the way out, to sign in
 * as someone else or once the configuration is fixed.
 */
export function ForbiddenResult({ state, onSignOut }: { state: SessionErrorState | undefined; onSignOut: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="403"
      title={state?.status ? String(state.status) : undefined}
      subTitle={state?.message || t('http.forbidden')}
      extra={
        <Space>
          <Button type="primary" onClick={() => void onSignOut()}>
            {t('session.signOut')}
          </Button>
          <Button href="/">{t('session.tryAgain')}</Button>
        </Space>
      }
    />
  );
}

/** /pub/forbidden: shows the error state session start stored before coming here. */
export default function ForbiddenPage() {
  const { session } = useMallRuntime();
  return <ForbiddenResult state={readForbiddenState()} onSignOut={() => session.logout()} />;
}
