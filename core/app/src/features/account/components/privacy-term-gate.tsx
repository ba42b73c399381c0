import { observer } from 'mobx-react-lite';
import { lazyComponent } from '../../../shell/lazy-component';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useUserStatus } from '../use-user-status';

// The dialog (antd Modal) is its own chunk: most buyers accepted the term long ago, so the top
// bar of every page reads the status and fetches the dialog only for a buyer who must accept.
const PrivacyTermDialog = lazyComponent(() => import('./privacy-term-dialog').then((m) => m.PrivacyTermDialog));

/** The privacy term on entry (spec 1 section 2, screen 11), mounted in the top bar's slot. */
export const PrivacyTermGate = observer(function PrivacyTermGate() {
  const { session } = useMallRuntime();
  const status = useUserStatus();
  return session.user && status.data?.readPrivacyFlag === 0 ? <PrivacyTermDialog /> : null;
});
