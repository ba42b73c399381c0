import { settings as settingsPoint, type SettingDefinition } from '@mall/sdk';
import { Alert, Card, Space, Table, Typography } from 'antd';
import { activeTenantLabel, type ActiveTenant } from './active-tenant';
import type { Catalogue } from './catalogue-model';
import { formatValue } from './format-value';
import { PluginTitle } from './plugin-title';

interface SettingRow {
  readonly key: string;
  readonly coreDefault: string;
  readonly value: string;
  readonly setBy: string;
}

/** Settings values per plugin: core's declared defaults and what each plugin sets over them. */
export function SettingsPage({ catalogue, active }: { catalogue: Catalogue; active?: ActiveTenant }) {
  const declared = catalogue.core.get(settingsPoint) as SettingDefinition[];
  const defaults = catalogue.core.settings() as unknown as Record<string, unknown>;
  const setting = catalogue.reports.filter((r) => r.settings.length > 0);
  const activeSources = new Map((active?.host.settingSources() ?? []).map((s) => [s.key as string, s.pluginId]));
  const activeValues = active?.host.settings() as unknown as Record<string, unknown> | undefined;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Settings values
      </Typography.Title>
      <Card size="small" title={active ? `Settings in effect for ${activeTenantLabel(active)}` : `Declared settings (${catalogue.coreId})`}>
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={declared}
          columns={[
            { title: 'Setting', dataIndex: 'id', render: (id: string) => <code>{id}</code> },
            { title: 'Core default', key: 'default', render: (_: unknown, d: SettingDefinition) => <code>{formatValue(d.defaultValue)}</code> },
            ...(activeValues
              ? [{ title: 'In effect', key: 'effective', render: (_: unknown, d: SettingDefinition) => <code>{formatValue(activeValues[d.id])}</code> }]
              : []),
            ...(activeValues ? [{ title: 'Set by', key: 'source', render: (_: unknown, d: SettingDefinition) => activeSources.get(d.id) ?? catalogue.coreId }] : []),
            { title: 'Description', dataIndex: 'description' },
          ]}
        />
      </Card>
      {setting.length === 0 && <Alert type="info" title="No tenant sets a setting yet." />}
      {setting.map((report) => (
        <Card key={report.plugin.name} size="small" title={<PluginTitle report={report} active={report.plugin.name === active?.packageName} />}>
          <Table<SettingRow>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={report.settings.map((s) => ({
              key: s.key,
              coreDefault: formatValue(defaults[s.key]),
              value: formatValue(s.value),
              setBy: s.pluginId,
            }))}
            columns={[
              { title: 'Setting', dataIndex: 'key', render: (key: string) => <code>{key}</code> },
              { title: 'Core default', dataIndex: 'coreDefault', render: (v: string) => <code>{v}</code> },
              { title: 'Plugin value', dataIndex: 'value', render: (v: string) => <code>{v}</code> },
              { title: 'Set by', dataIndex: 'setBy', render: (v: string) => <code>{v}</code> },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
