import { Alert } from 'antd';
import type { Catalogue } from './catalogue-model';

/** Plugins the host refused, with its reason, so a broken package is visible in review. */
export function LeftOutPlugins({ catalogue }: { catalogue: Catalogue }) {
  const leftOut = catalogue.reports.filter((r) => r.leftOut?.length);
  if (!leftOut.length) return undefined;
  return (
    <Alert
      type="warning"
      title="Left out: these packages did not register on top of core"
      description={
        <ul style={{ margin: 0 }}>
          {leftOut.map((r) => (
            <li key={r.plugin.name}>
              <code>{r.plugin.name}</code>: {r.leftOut!.map((n) => `${n.kind}: ${n.message}`).join('; ')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
