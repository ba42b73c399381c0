import { extensionPoints } from '@mall/sdk';
import { Alert, Card, Space, Table, Typography } from 'antd';
import { isEmptyDiff, type Catalogue, type PluginReport } from './catalogue-model';
import { ContributionsTable, disabledRowsOf, rowsOf } from './contributions-table';
import { formatValue } from './format-value';
import { PluginTitle } from './plugin-title';

/** Everything one plugin changes over core, point by point, with its settings and rebinds. */
export function PluginContributions({ catalogue, report }: { catalogue: Catalogue; report: PluginReport }) {
  const touched = extensionPoints.filter((p) => !isEmptyDiff(report.points.get(p.id) ?? { added: [], replaced: [], disabled: [] }));
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
      {touched.map((point) => {
        const diff = report.points.get(point.id)!;
        return (
          <Card key={point.id} size="small" title={<code>{point.id}</code>}>
            <ContributionsTable
              rows={[...rowsOf(diff.added, catalogue.coreId), ...rowsOf(diff.replaced, catalogue.coreId), ...disabledRowsOf(diff.disabled)]}
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
