import type { DisabledEntry, ExplainEntry } from '@mall/core';
import { Table, Tag, theme } from 'antd';

/** One row of a contributions table: an effective entry or a disabled one. */
export interface ContributionRow {
  readonly key: string;
  readonly id: string;
  readonly order?: number;
  readonly plugin: string;
  readonly pluginId: string;
  readonly change: 'core' | 'adds' | 'replaces' | 'disabled';
  /** The plugin whose contribution was replaced or disabled. */
  readonly of?: string;
  readonly highlight?: boolean;
}

export function rowsOf(entries: readonly ExplainEntry[], coreId: string, highlight?: (e: ExplainEntry) => boolean): ContributionRow[] {
  return entries.map((e) => ({
    key: `${e.pluginId}:${e.id}`,
    id: e.id,
    order: e.order,
    plugin: `${e.pluginId}@${e.pluginVersion}`,
    pluginId: e.pluginId,
    change: e.replaces !== undefined ? 'replaces' : e.pluginId === coreId ? 'core' : 'adds',
    ...(e.replaces !== undefined ? { of: e.replaces } : {}),
    ...(highlight?.(e) ? { highlight: true } : {}),
  }));
}

export function disabledRowsOf(entries: readonly DisabledEntry[]): ContributionRow[] {
  return entries.map((d) => ({ key: `disabled:${d.id}`, id: d.id, plugin: d.disabledBy, pluginId: d.disabledBy, change: 'disabled', of: d.pluginId }));
}

export function ChangeTag({ row, coreId }: { row: ContributionRow; coreId: string }) {
  switch (row.change) {
    case 'core':
      return <Tag>core</Tag>;
    case 'adds':
      return <Tag color="green">adds</Tag>;
    case 'replaces':
      return <Tag color="orange">{row.of === coreId ? 'replaces core' : `replaces ${row.of}`}</Tag>;
    case 'disabled':
      return <Tag color="red">{row.of === coreId ? 'disabled (core)' : `disabled (${row.of})`}</Tag>;
  }
}

/** A compact table of contributions with their attribution. */
export function ContributionsTable({ rows, coreId }: { rows: readonly ContributionRow[]; coreId: string }) {
  const { token } = theme.useToken();
  return (
    <Table<ContributionRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={[...rows]}
      onRow={(row) => (row.highlight ? { style: { background: token.colorPrimaryBg }, 'data-active': 'true' } : {})}
      columns={[
        { title: 'Id', dataIndex: 'id', render: (id: string) => <code>{id}</code> },
        { title: 'Order', dataIndex: 'order', width: 80, render: (order?: number) => order ?? '—' },
        { title: 'Plugin', dataIndex: 'plugin', render: (plugin: string) => <code>{plugin}</code> },
        { title: 'Change', key: 'change', width: 180, render: (_: unknown, row) => <ChangeTag row={row} coreId={coreId} /> },
      ]}
    />
  );
}
