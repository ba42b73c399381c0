import { extensionPoints } from '@mall/sdk';
import { Tag } from 'antd';
import { emptyDiff, type PluginReport } from './catalogue-model';
import { PlainTable } from './plain-table';

interface DiffRow {
  readonly pointId: string;
  readonly merge: string;
  readonly added: readonly string[];
  readonly replaced: readonly string[];
  readonly disabled: readonly string[];
}

const ids = (list: readonly string[], color: string) => (list.length ? list.map((id) => <Tag key={id} color={color}>{id}</Tag>) : '—');

/** A plugin against core on every point of the SDK: what it adds, replaces and disables. */
export function PointDiffTable({ report }: { report: PluginReport }) {
  const rows: DiffRow[] = extensionPoints.map((p) => {
    const diff = report.points.get(p.id) ?? emptyDiff;
    return { pointId: p.id, merge: p.merge, added: diff.added.map((e) => e.id), replaced: diff.replaced.map((e) => e.id), disabled: diff.disabled.map((d) => d.id) };
  });
  return (
    <PlainTable<DiffRow>
      rows={rows}
      rowKey={(r) => r.pointId}
      columns={[
        { title: 'Point', render: (r) => <code>{r.pointId}</code> },
        { title: 'Merge', width: 100, render: (r) => r.merge },
        { title: 'Added', render: (r) => ids(r.added, 'green') },
        { title: 'Replaced', render: (r) => ids(r.replaced, 'orange') },
        { title: 'Disabled', render: (r) => ids(r.disabled, 'red') },
      ]}
    />
  );
}
