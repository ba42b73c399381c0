import { extensionPoints } from '@mall/sdk';
import { Alert, Card, Space, Table, Typography } from 'antd';
import { emptyDiff, isEmptyDiff, type Catalogue, type PluginReport } from './catalogue-model';
import { ContributionCards } from './contribution-cards';
import { disabledRowsOf, rowsOf } from './contributions-table';
import { formatValue } from './format-value';
import { PluginTitle } from './plugin-title';
import { PointDiffTable } from './point-diff-table';

/**
 * Everything one plugin changes over core: a diff on every point, then each changed point with
 * the content of what it adds and replaces, then its settings and service rebinds.
 */
export function PluginContributions({ catalogue, report }: { catalogue: Catalogue; report: PluginReport }) {
  const touched = extensionPoints.filter((p) => !isEmptyDiff(report.points.get(p.id) ?? emptyDiff));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <PluginTitle report={report} />
      </Typography.Title>
      {report.leftOut?.length ? (
        <Alert type="error" title="The host left this plugin out" description={report.leftOut.map((n) => `${n.kind}: ${n.message}`).join('; ')} />
      ) : undefined}
      {!report.leftOut && touched.length === 0 && report.settings.length === 0 && report.rebinds.length === 0 && (
        <Alert type="info" title="This plugin changes nothing over core yet." />
      )}
      {report.host && !report.leftOut && (
        <Card size="small" title="Against core, point by point">
          <PointDiffTable report={report} />
        </Card>
      )}
      {report.host &&
        touched.map((point) => {
          const diff = report.points.get(point.id)!;
          return (
            <Card key={point.id} size="small" title={<code>{point.id}</code>} data-point={point.id}>
              <ContributionCards
                rows={[...rowsOf(diff.added, catalogue.coreId), ...rowsOf(diff.replaced, catalogue.coreId), ...disabledRowsOf(diff.disabled)]}
                host={report.host!}
                pointId={point.id}
                coreId={catalogue.coreId}
              />
            </Card>
          );
        })}
      {report.settings.length > 0 && (
        <Card size="small" title="Settings">
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={[...report.settings]}
            columns={[
              { title: 'Setting', dataIndex: 'key', render: (key: string) => <code>{key}</code> },
              { title: 'Value', dataIndex: 'value', render: (v: unknown) => <code>{formatValue(v)}</code> },
              { title: 'Set by', dataIndex: 'pluginId' },
            ]}
          />
        </Card>
      )}
      {report.rebinds.length > 0 && (
        <Card size="small" title="Service rebinds">
          <ul style={{ margin: 0 }}>
            {report.rebinds.map((r) => (
              <li key={r.token.name}>
                <code>{r.token.name}</code> rebound by <code>{r.pluginId}</code>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Space>
  );
}
