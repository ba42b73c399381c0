import { Space, Tag } from 'antd';
import type { PluginReport } from './catalogue-model';

/** A plugin's name and version, the tenant codes that load it, and whether it is the toolbar's. */
export function PluginTitle({ report, active }: { report: PluginReport; active?: boolean }) {
  const { plugin } = report;
  return (
    <Space wrap>
      <code>
        {plugin.name}@{plugin.version}
      </code>
      <Tag>{plugin.kind}</Tag>
      {plugin.codes.map((code) => (
        <Tag key={code} color="purple">
          {code}
        </Tag>
      ))}
      {active && <Tag color="magenta">active tenant</Tag>}
    </Space>
  );
}
