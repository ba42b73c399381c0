import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@mall/sdk';
import { App, Button, Card, Descriptions, Flex, Modal, Select, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcherToken, LOCALE_OPTIONS, type LanguageSwitcher } from '../../../platform/i18n';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { AddressList } from '../../address';
import { MyMallFrame } from '../../my-mall';
import { useService } from '../../../shell/services-context';
import { AccountServiceToken } from '../account-service';
import { EnterpriseSurveyCard } from '../components/enterprise-survey-card';
import { PersonInfoDialog } from '../components/person-info-dialog';
import { userStatusKey } from '../use-user-status';
import { PrivacyTermText } from '../components/privacy-term-text';

/**
 * /user-center, the personal centre (the My Mall account entry, behind its permission and the
 * SMART_PERSONAL_CENTER switch): who the buyer is with the person information dialog, the default
 * language (saved on the server, so the next session starts in it), the receiving addresses, the
 * privacy term and the survey.
 */
const UserCenterPage = observer(function UserCenterPage() {
  const { t, i18n } = useTranslation();
  const { session } = useMallRuntime();
  const api = useService(AccountServiceToken);
  const [personOpen, setPersonOpen] = useState(false);
  const [termOpen, setTermOpen] = useState(false);
  const switcher = useService<LanguageSwitcher>(LanguageSwitcherToken);
  const { message } = App.useApp();
  const status = useQuery({ queryKey: userStatusKey, queryFn: ({ signal }) => api.status(signal) });
  const user = session.user;
  const term = useQuery({
    queryKey: ['account', 'privacy-term', user?.organizationId, i18n.language],
    queryFn: ({ signal }) => api.privacyTerm(user!.organizationId, i18n.language, signal),
    enabled: termOpen && user !== undefined,
  });
  if (!user) return null;
  const changeLanguage = async (locale: Locale) => {
    await switcher.switchTo(locale);
    void message.success({ key: 'account.language.saved', content: t('account.user-center.language-saved') });
  };
  return (
    <MyMallFrame titleKey="account.user-center.title">
    <Flex vertical gap={16}>
      <Card size="small" title={t('account.person.title')}>
        {/* Descriptions leaves no space under its last row: the gap keeps the buttons off the language select. */}
        <Flex vertical gap={12}>
          <Descriptions
            column={2}
            items={[
              { key: 'real-name', label: t('account.person.real-name'), children: user.realName },
              { key: 'login-name', label: t('account.person.login-name'), children: user.loginName },
              { key: 'company', label: t('account.person.company'), children: session.config?.companyName ?? '' },
              { key: 'unit', label: t('account.person.unit'), children: session.config?.unitName ?? '' },
              {
                key: 'language',
                label: t('account.user-center.language'),
                children: (
                  <Select<Locale>
                    aria-label={t('account.user-center.language')}
                    size="small"
                    style={{ width: 140 }}
                    value={i18n.language as Locale}
                    onChange={(locale) => void changeLanguage(locale)}
                    options={[...LOCALE_OPTIONS]}
                  />
                ),
              },
            ]}
          />
          <Space>
            <Button type="primary" onClick={() => setPersonOpen(true)}>
              {t('account.person.open')}
            </Button>
            <Button onClick={() => setTermOpen(true)}>{t('account.privacy.read-again')}</Button>
            {status.data?.readPrivacyFlag === 1 ? <Tag color="success">{t('account.privacy.accepted')}</Tag> : null}
          </Space>
        </Flex>
      </Card>
      {/* The address list carries its own 'Receiving addresses' heading and 'New address' button. */}
      <Card size="small">
        <AddressList />
      </Card>
      <EnterpriseSurveyCard />
      <PersonInfoDialog open={personOpen} onClose={() => setPersonOpen(false)} />
      <Modal open={termOpen} title={term.data?.title ?? t('account.privacy.read-again')} onCancel={() => setTermOpen(false)} footer={null} width={560}>
        {term.data ? <PrivacyTermText term={term.data} /> : null}
      </Modal>
    </Flex>
    </MyMallFrame>
  );
});

export default UserCenterPage;
