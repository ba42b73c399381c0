import { findExtensionPoint } from '@mall/sdk';
import { Alert, Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { activeTenantLabel, type ActiveTenant } from './active-tenant';
import { reportsOn, type Catalogue, type PluginReport, type PointDiff } from './catalogue-model';
import { ContributionCards } from './contribution-cards';
import { disabledRowsOf, rowsOf } from './contributions-table';
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

/** One line of what a plugin changes here: ids only, its content is on its own story. */
function diffSummary(diff: PointDiff): string {
  const parts = [
    diff.added.length ? `adds ${diff.added.map((e) => e.id).join(', ')}` : '',
    diff.replaced.length ? `replaces ${diff.replaced.map((e) => e.id).join(', ')}` : '',
    diff.disabled.length ? `disables ${diff.disabled.map((d) => d.id).join(', ')}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * One catalogue page: the point's contract, then what is in effect for the toolbar's tenant
 * (core alone by default) with each contribution's content, then which other packages change it.
 */
export function ExtensionPointPage({ pointId, catalogue, active }: ExtensionPointPageProps) {
  const point = findExtensionPoint(pointId);
  if (!point) return <Alert type="error" title={`The SDK declares no extension point "${pointId}"`} />;
  const host = active?.host ?? catalogue.core;
  const label = active ? activeTenantLabel(active) : 'core only';
  const rows = [...rowsOf(host.explain(pointId), catalogue.coreId, (e) => e.pluginId !== catalogue.coreId), ...disabledRowsOf(host.disabled(pointId))];
  const others = reportsOn(catalogue, pointId).filter(({ report }) => !isActive(report, active));
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
      <Card size="small" title={`In effect for ${label}`}>
        <ContributionCards rows={rows} host={host} pointId={pointId} coreId={catalogue.coreId} />
      </Card>
      <Card size="small" title={active && active.code !== 'core' ? 'Other tenants and shared plugins' : 'Tenants and shared plugins'}>
        {others.length === 0 ? (
          <Typography.Text type="secondary">No other package changes this point.</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={others}
            renderItem={({ report, diff }) => (
              <List.Item key={report.plugin.name}>
                <Space wrap>
                  <PluginTitle report={report} />
                  <span>{diffSummary(diff)}</span>
                </Space>
              </List.Item>
            )}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          Choose a tenant in the toolbar to see its contributions here with their content, or open its story under Tenants.
        </Typography.Paragraph>
      </Card>
      <LeftOutPlugins catalogue={catalogue} />
    </Space>
  );
}
