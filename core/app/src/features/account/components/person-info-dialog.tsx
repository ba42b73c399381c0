import { maskPhone } from '@mall/domain';
import { Descriptions, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { isTenantLevelUser } from '../user-level';

/**
 * The person-information dialog (spec 1 section 2, screen 10): who the buyer is and whom they
 * buy for, from the session. The mobile shows masked (first 3 digits, stars, last 4).
 */
export const PersonInfoDialog = observer(function PersonInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, config } = useMallRuntime().session;
  if (!user) return null;
  const mobile = user.phone ? `${user.internationalTelCode ?? ''} ${maskPhone(user.phone)}`.trim() : '';
  return (
    <Modal open={open} title={t('account.person.title')} onCancel={onClose} footer={null} width={560}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'real-name', label: t('account.person.real-name'), children: user.realName },
          { key: 'login-name', label: t('account.person.login-name'), children: user.loginName },
          { key: 'mobile', label: t('account.person.mobile'), children: mobile },
          { key: 'email', label: t('account.person.email'), children: user.email ?? '' },
          { key: 'company', label: t('account.person.company'), children: config?.companyName ?? '' },
          { key: 'unit', label: t('account.person.unit'), children: config?.unitName ?? '' },
          { key: 'purchase-org', label: t('account.person.purchase-org'), children: config?.purchaseOrgName ?? '' },
          {
            key: 'level',
            label: t('account.person.level'),
            children: t(isTenantLevelUser(user.organizationId) ? 'account.person.level.tenant' : 'account.person.level.site'),
          },
        ]}
      />
    </Modal>
  );
});
