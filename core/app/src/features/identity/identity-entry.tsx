import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOpen } from '../../shell/lazy-component';
import { usePrivacyTermPending } from '../account';
import { useMallRuntime } from '../../shell/mall-runtime';
import { hasChosenIdentity } from './identity-choice';
import type { IdentityDialogProps } from './identity-dialog';

// The dialog (modal, radio list, the units call) is fetched only when it is shown.
const IdentityDialog = lazyWhenOpen<IdentityDialogProps>(() => import('./identity-dialog').then((m) => m.IdentityDialog));

/**
 * The buying identity in the top bar: asks on entry once per session (the choice is kept until
 * sign-out, so a reload does not ask again), and the current unit as a button that opens the
 * dialog again to change it.
 */
export const IdentityEntry = observer(function IdentityEntry() {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const { user, config } = session;
  const [open, setOpen] = useState(() => user !== undefined && !hasChosenIdentity(user.id));
  const [fromTopBar, setFromTopBar] = useState(false);
  // On entry the privacy term comes first: one modal at a time (two blocked each other's clicks).
  const privacyPending = usePrivacyTermPending();
  if (!user || !config) return null;
  const change = () => {
    setFromTopBar(true);
    setOpen(true);
  };
  return (
    <>
      {config.unitName ? (
        <Button size="small" type="text" title={t('identity.change')} onClick={change}>
          {t('identity.buying-for', { unit: config.unitName })}
        </Button>
      ) : null}
      <IdentityDialog open={open && (fromTopBar || !privacyPending)} dismissible={fromTopBar} onClose={() => setOpen(false)} />
    </>
  );
});
