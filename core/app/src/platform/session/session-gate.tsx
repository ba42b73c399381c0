import { Flex, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../feedback/status-result';
import { ForbiddenResult } from './forbidden-page';
import type { SessionStore } from './session-store';

/**
 * Holds the mall back until the session is ready: a centred loader while self-info and config
 * load (and while the browser leaves for the sign-in page), the refusal or the server-trouble
 * message when the session cannot start.
 */
export const SessionGate = observer(function SessionGate({ session, children }: { session: SessionStore; children: ReactNode }) {
  const { t } = useTranslation();
  switch (session.status) {
    case 'ready':
      return <>{children}</>;
    case 'forbidden':
      return <ForbiddenResult state={session.error} onSignOut={() => session.logout()} />;
    case 'error':
      return <StatusResult status="500" subTitle={session.error?.message ?? t('http.serverTrouble')} />;
    default:
      return (
        <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
          <Spin size="large" aria-label={t('session.loading')} />
        </Flex>
      );
  }
});
