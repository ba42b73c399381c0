import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Modal, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AccountServiceToken } from '../account-service';
import { EnterpriseSurveyCard } from '../components/enterprise-survey-card';
import { PersonInfoDialog } from '../components/person-info-dialog';
import { userStatusKey } from '../use-user-status';
import { PrivacyTermText } from '../components/privacy-term-text';

/** /user-center, the personal centre (a My Mall account entry, behind its permission): who the buyer is, the privacy term, the survey. */
const UserCenterPage = observer(function UserCenterPage() {
  const { t, i18n } = useTranslation();
  const { session } = useMallRuntime();
  const api = useService(AccountServiceToken);
  const [personOpen, setPersonOpen] = useState(false);
  const [termOpen, setTermOpen] = useState(false);
  const status = useQuery({ queryKey: userStatusKey, queryFn: ({ signal }) => api.status(signal) });
  const user = session.user;
  const term = useQuery({
    queryKey: ['account', 'privacy-term', user?.organizationId, i18n.language],
    queryFn: ({ signal }) => api.privacyTerm(user!.organizationId, i18n.language, signal),
    enabled: termOpen && user !== undefined,
  });
  if (!user) return null;
  return (
    <Flex vertical gap={16}>
      <Card title={t('account.user-center.title')}>
        <Descriptions
          column={2}
          items={[
            { key: 'real-name', label: t('account.person.real-name'), children: user.realName },
            { key: 'login-name', label: t('account.person.login-name'), children: user.loginName },
            { key: 'company', label: t('account.person.company'), children: session.config?.companyName ?? '' },
            { key: 'unit', label: t('account.person.unit'), children: session.config?.unitName ?? '' },
          ]}
        />
        <Space>
          <Button type="primary" onClick={() => setPersonOpen(true)}>
            {t('account.person.open')}
          </Button>
          <Button onClick={() => setTermOpen(true)}>{t('account.privacy.read-again')}</Button>
          {status.data?.readPrivacyFlag === 1 ? <Tag color="success">{t('account.privacy.accepted')}</Tag> : null}
        </Space>
      </Card>
      <EnterpriseSurveyCard />
      <PersonInfoDialog open={personOpen} onClose={() => setPersonOpen(false)} />
      <Modal open={termOpen} title={term.data?.title ?? t('account.privacy.read-again')} onCancel={() => setTermOpen(false)} footer={null} width={560}>
        {term.data ? <PrivacyTermText term={term.data} /> : null}
      </Modal>
    </Flex>
  );
});

export default UserCenterPage;
