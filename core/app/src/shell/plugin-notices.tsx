import { Alert, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from './mall-runtime';

/** Plugins the host left out, said to the buyer without blocking the page. */
export const PluginNotices = observer(function PluginNotices() {
  const { host } = useMallRuntime();
  const { t } = useTranslation();
  // Incomplete translations are for the plugin's authors (logged, in the host's notices); the
  // plugin is active, so the buyer is not told it is not.
  const shown = host.notices.filter((n) => n.kind !== 'messages-incomplete');
  if (shown.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} role="status">
      {shown.map((n, i) => (
        <Alert
          key={`${n.pluginId}-${i}`}
          type="warning"
          showIcon
          closable
          title={t('shell.plugin-notice', { plugin: n.pluginId, reason: t(`shell.plugin-notice.${n.kind}`) })}
        />
      ))}
    </Space>
  );
});
