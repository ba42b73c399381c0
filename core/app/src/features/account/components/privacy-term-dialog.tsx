import { CountdownDialogToken } from '@mall/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AccountServiceToken } from '../account-service';
import { userStatusKey, useUserStatus } from '../use-user-status';
import { PrivacyTermText } from './privacy-term-text';


/**
 * The privacy-term flow (spec 1 section 2, screen 11): on entry the mall reads user-status for
 * MALL-PC; a buyer who has not accepted the privacy term sees it and must agree (saved through
 * user-status) or sign out, after the countdown dialog says so (the countdown before a
 * redirect). A failed read leaves the mall usable rather than locked.
 */
export const PrivacyTermDialog = observer(function PrivacyTermDialog() {
  const { t, i18n } = useTranslation();
  const { session } = useMallRuntime();
  const api = useService(AccountServiceToken);
  const queries = useQueryClient();
  const Countdown = useService(CountdownDialogToken);
  const [leaving, setLeaving] = useState(false);
  const user = session.user;
  const status = useUserStatus();
  const mustAccept = status.data?.readPrivacyFlag === 0;
  const term = useQuery({
    queryKey: ['account', 'privacy-term', user?.organizationId, i18n.language],
    queryFn: ({ signal }) => api.privacyTerm(user!.organizationId, i18n.language, signal),
    enabled: mustAccept,
  });
  const accept = useMutation({
    mutationFn: () => api.acceptPrivacyTerm(),
    onSuccess: (saved) => queries.setQueryData(userStatusKey, saved),
  });
  if (!user || !mustAccept) return null;
  if (leaving) return <Countdown open message={t('account.privacy.signing-out')} onDone={() => void session.logout()} />;

  return (
    <Modal
      open
      title={term.data?.title ?? t('account.privacy.read-again')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={560}
      footer={[
        <Button key="disagree" onClick={() => setLeaving(true)}>
          {t('account.privacy.disagree')}
        </Button>,
        <Button key="agree" type="primary" loading={accept.isPending} disabled={!term.data} onClick={() => accept.mutate()}>
          {t('account.privacy.agree')}
        </Button>,
      ]}
    >
      {term.data ? <PrivacyTermText term={term.data} /> : <Spin spinning={term.isPending} delay={500} />}
    </Modal>
  );
});
