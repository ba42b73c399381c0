import type { PluginHost } from '@mall/core';
import { Card, Space, Typography } from 'antd';
import { ContributionContent, FieldContributionsTable } from '../content/contribution-content';
import { ChangeTag, ContributionsTable, type ContributionRow } from './contributions-table';

/**
 * Each contribution with what it is (fields, messages, a live slot or replaced page), and the
 * disabled ones in one compact table after them. `host` holds the contributions shown.
 */
export function ContributionCards({ rows, host, pointId, coreId }: { rows: readonly ContributionRow[]; host: PluginHost; pointId: string; coreId: string }) {
  const effective = rows.filter((r) => r.change !== 'disabled');
  const disabled = rows.filter((r) => r.change === 'disabled');
  if (rows.length === 0) return <Typography.Text type="secondary">Nothing is in effect on this point.</Typography.Text>;
  if (pointId.startsWith('fields.')) {
    return (
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {effective.length > 0 && <FieldContributionsTable rows={effective} host={host} pointId={pointId} coreId={coreId} />}
        {disabled.length > 0 && <ContributionsTable rows={disabled} coreId={coreId} />}
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {effective.map((row) => (
        <Card
          key={row.key}
          size="small"
          type="inner"
          data-contribution={row.id}
          {...(row.highlight ? { 'data-active': 'true' } : {})}
          title={
            <Space wrap>
              <code>{row.id}</code>
              <ChangeTag row={row} coreId={coreId} />
              <Typography.Text type="secondary">
                {row.plugin}
                {row.order !== undefined ? ` · order ${row.order}` : ''}
              </Typography.Text>
            </Space>
          }
        >
          <ContributionContent host={host} pointId={pointId} id={row.id} pluginId={row.pluginId} live={row.change !== 'core'} />
        </Card>
      ))}
      {disabled.length > 0 && <ContributionsTable rows={disabled} coreId={coreId} />}
    </Space>
  );
}
