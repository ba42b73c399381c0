import type { PluginNotice } from '../platform/plugin-host';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The notices as closable warnings: their own chunk, since most pages of most sessions have none. */
export default function PluginNoticeAlerts({ notices }: { notices: readonly PluginNotice[] }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} role="status">
      {notices.map((n, i) => (
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
}
