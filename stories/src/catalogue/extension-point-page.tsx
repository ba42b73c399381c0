import { findExtensionPoint } from '@mall/sdk';
import { Alert, Card, Descriptions, Space, Tag, theme, Typography } from 'antd';
import { activeTenantLabel, type ActiveTenant } from './active-tenant';
import { reportsOn, type Catalogue, type PluginReport } from './catalogue-model';
import { ContributionsTable, disabledRowsOf, rowsOf } from './contributions-table';
import { LeftOutPlugins } from './left-out-plugins';
import { mergeRuleText } from './merge-rule-text';
import { PluginTitle } from './plugin-title';

export interface ExtensionPointPageProps {
  readonly pointId: string;
  readonly catalogue: Catalogue;
  readonly active?: ActiveTenant;
}

function isActive(report: PluginReport, active?: ActiveTenant) {
  return active?.packageName !== undefined && report.plugin.name === active.packageName;
}

/** Effective contributions for the toolbar's tenant, its own ones highlighted. */
function ActiveSection({ pointId, catalogue, active }: { pointId: string; catalogue: Catalogue; active: ActiveTenant }) {
  const label = activeTenantLabel(active);
  const rows = [
    ...rowsOf(active.host.explain(pointId), catalogue.coreId, (e) => e.pluginId !== catalogue.coreId),
    ...disabledRowsOf(active.host.disabled(pointId)),
  ];
  return (
    <Card size="small" title={`In effect for ${label}`}>
      {rows.length ? <ContributionsTable rows={rows} coreId={catalogue.coreId} /> : <Typography.Text type="secondary">Nothing is in effect on this point.</Typography.Text>}
    </Card>
  );
}

/** One catalogue page: the point's contract, core's contributions and each plugin's changes. */
export function ExtensionPointPage({ pointId, catalogue, active }: ExtensionPointPageProps) {
  const { token } = theme.useToken();
  const point = findExtensionPoint(pointId);
  if (!point) return <Alert type="error" title={`The SDK declares no extension point "${pointId}"`} />;
  const changes = reportsOn(catalogue, pointId);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <code>{point.id}</code>
      </Typography.Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Merge rule">
          <Tag color="blue">{point.merge}</Tag> {mergeRuleText[point.merge]}
        </Descriptions.Item>
        <Descriptions.Item label="Description">{point.description}</Descriptions.Item>
        <Descriptions.Item label="Contract">
          <Typography.Text code>{point.contract}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {active && <ActiveSection pointId={pointId} catalogue={catalogue} active={active} />}
      <Card size="small" title={`Core contributes (${catalogue.coreId})`}>
        {catalogue.core.explain(pointId).length ? (
          <ContributionsTable rows={rowsOf(catalogue.core.explain(pointId), catalogue.coreId)} coreId={catalogue.coreId} />
        ) : (
          <Typography.Text type="secondary">Core contributes nothing here.</Typography.Text>
        )}
      </Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Tenants and shared plugins
      </Typography.Title>
      {changes.length === 0 && <Alert type="info" title="No tenant contributes here yet." />}
      {changes.map(({ report, diff }) => (
        <Card
          key={report.plugin.name}
          size="small"
          title={<PluginTitle report={report} active={isActive(report, active)} />}
          style={isActive(report, active) ? { borderColor: token.colorPrimary } : undefined}
        >
          <ContributionsTable
            rows={[...rowsOf(diff.added, catalogue.coreId), ...rowsOf(diff.replaced, catalogue.coreId), ...disabledRowsOf(diff.disabled)]}
            coreId={catalogue.coreId}
          />
        </Card>
      ))}
      <LeftOutPlugins catalogue={catalogue} />
    </Space>
  );
}
