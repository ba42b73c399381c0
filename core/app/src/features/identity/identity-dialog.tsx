import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { HttpClientToken } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Navigator } from '../../platform/feedback';
import type { CoreRequestOptions } from '../../platform/http';
import { PURCHASE_UNIT_KEY } from '../../platform/session/session-keys';
import { TYPES } from '../../platform/tokens';
import { useMallRuntime } from '../../shell/mall-runtime';
import { useService } from '../../shell/services-context';
import { hasChosenIdentity, identityChoiceKey } from './identity-choice';
import { purchaseUnitsOf, type PurchaseUnit } from './purchase-units';

/** A failed listing falls back to the config's unit without an error dialog. */
const QUIET: CoreRequestOptions = { present: false };


export interface IdentityDialogProps {
  /** Controlled by the top bar's identity entry; without it the dialog opens itself on entry when no choice is kept. */
  readonly open?: boolean;
  /** Opened by the buyer from the top bar: may be closed without choosing. */
  readonly dismissible?: boolean;
  readonly onClose?: () => void;
}

/**
 * The buying identity dialog shown on entry (spec 1 section 2, dialog 5): greets the user and
 * lets them choose the unit they buy for. Shown once per user until they sign out; choosing
 * another unit restarts the session with it (the unit is then sent as `unitId` of mall-config).
 */
export const IdentityDialog = observer(function IdentityDialog({ open: controlled, dismissible = false, onClose }: IdentityDialogProps) {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const navigator = useService<Navigator>(TYPES.Navigator);
  const { user, config } = session;
  const [ownOpen, setOwnOpen] = useState(() => user !== undefined && !hasChosenIdentity(user.id));
  const open = controlled ?? ownOpen;
  const close = () => {
    setOwnOpen(false);
    onClose?.();
  };
  const http = useService(HttpClientToken);
  // The units the buyer may act for, from the server; until they arrive (or if the call fails) the config's.
  const { data: mine } = useQuery({
    queryKey: ['purchase-units', 'mine'],
    queryFn: async ({ signal }) => (await http.request<PurchaseUnit[] | undefined>('GET', '/smal/v1/{org}/purchase-units/mine', { ...QUIET, signal })) ?? [],
    enabled: open,
  });
  const fallback = config ? purchaseUnitsOf(config) : { units: [], onlyCurrent: true };
  const { units, onlyCurrent } = mine && mine.length > 0 ? { units: mine, onlyCurrent: false } : fallback;
  const [unitId, setUnitId] = useState<number | undefined>(config?.unitId ?? units[0]?.unitId);
  if (!user || !config) return null;

  const confirm = () => {
    const unit = units.find((u) => u.unitId === unitId);
    localStorage.setItem(identityChoiceKey(user.id), JSON.stringify({ unitId }));
    close();
    if (unit && unit.unitId !== config.unitId) {
      localStorage.setItem(PURCHASE_UNIT_KEY, JSON.stringify(unit));
      navigator.reload();
    }
  };

  return (
    <Modal open={open} title={t('identity.title')} okText={t('identity.confirm')} onOk={confirm} onCancel={close} cancelButtonProps={{ style: dismissible ? undefined : { display: 'none' } }} closable={dismissible} mask={{ closable: dismissible }} width={520}>
      <Typography.Paragraph>{t('identity.greeting', { realName: user.realName, loginName: user.loginName })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('identity.choose-unit')}</Typography.Paragraph>
      <Radio.Group value={unitId} onChange={(e) => setUnitId(e.target.value as number)}>
        <Space direction="vertical">
          {units.map((u) => (
            <Radio key={u.unitId} value={u.unitId}>
              {u.unitName}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {onlyCurrent ? <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('identity.only-current')} /> : null}
    </Modal>
  );
});
