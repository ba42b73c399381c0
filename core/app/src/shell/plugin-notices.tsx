import { Alert, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from './mall-runtime';

/** Plugins the host left out, said to the buyer without blocking the page. */
export const PluginNotices = observer(function PluginNotices() {
  const { host } = useMallRuntime();
  const { t } = useTranslation();
  if (host.notices.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} role="status">
      {host.notices.map((n, i) => (
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
