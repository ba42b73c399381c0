import { observer } from 'mobx-react-lite';
import { lazyComponent } from './lazy-component';
import { useMallRuntime } from './mall-runtime';

// antd's Alert is fetched only when there is a notice to show.
const PluginNoticeAlerts = lazyComponent(() => import('./plugin-notice-alerts').then((m) => m.default));

/** Plugins the host left out, said to the buyer without blocking the page. */
export const PluginNotices = observer(function PluginNotices() {
  const { host } = useMallRuntime();
  // Incomplete translations are for the plugin's authors (logged, in the host's notices); the
  // plugin is active, so the buyer is not told it is not.
  const shown = host.notices.filter((n) => n.kind !== 'messages-incomplete');
  return shown.length === 0 ? null : <PluginNoticeAlerts notices={shown} />;
});
