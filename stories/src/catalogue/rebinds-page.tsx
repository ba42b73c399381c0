import { Alert, Card, Space, Table, Typography } from 'antd';
import { activeTenantLabel, type ActiveTenant } from './active-tenant';
import type { Catalogue, RebindRecord } from './catalogue-model';
import { PluginTitle } from './plugin-title';

function RebindTable({ rebinds }: { rebinds: readonly RebindRecord[] }) {
  return (
    <Table<RebindRecord>
      size="small"
      pagination={false}
      rowKey={(r) => r.token.name}
      dataSource={[...rebinds]}
      columns={[
        { title: 'Service token', key: 'token', render: (_: unknown, r) => <code>{r.token.name}</code> },
        { title: 'Rebound by', dataIndex: 'pluginId', render: (id: string) => <code>{id}</code> },
      ]}
    />
  );
}

/** Core service tokens that plugins rebind: the rare deep overrides, listed so they are reviewed. */
export function RebindsPage({ catalogue, active }: { catalogue: Catalogue; active?: ActiveTenant }) {
  const rebinding = catalogue.reports.filter((r) => r.rebinds.length > 0);
  const activeRebinds = active?.host.rebinds() ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Service rebinds
      </Typography.Title>
      <Typography.Paragraph>
        A plugin may rebind a core service token (<code>ctx.rebind(token, factory)</code>) for a deep override such as its own budget endpoint. Two
        plugins rebinding the same token is an error naming both.
      </Typography.Paragraph>
      {active && (
        <Card size="small" title={`Rebinds in effect for ${activeTenantLabel(active)}`}>
          {activeRebinds.length ? <RebindTable rebinds={activeRebinds} /> : <Typography.Text type="secondary">Every core service keeps its core binding.</Typography.Text>}
        </Card>
      )}
      {rebinding.length === 0 && <Alert type="info" title="No tenant rebinds a core service yet." />}
      {rebinding.map((report) => (
        <Card key={report.plugin.name} size="small" title={<PluginTitle report={report} active={report.plugin.name === active?.packageName} />}>
          <RebindTable rebinds={report.rebinds} />
        </Card>
      ))}
    </Space>
  );
}
