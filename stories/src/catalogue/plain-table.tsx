import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface PlainColumn<R> {
  readonly title: string;
  readonly render: (row: R) => ReactNode;
  readonly width?: number;
}

/**
 * A read-only table in antd's colours without antd's Table: catalogue tables neither sort,
 * page nor scroll, and every story renders in the CI run, where antd's measuring table costs
 * about a second each in jsdom.
 */
export function PlainTable<R>({ rows, columns, rowKey, rowProps }: { rows: readonly R[]; columns: readonly PlainColumn<R>[]; rowKey: (row: R) => string; rowProps?: (row: R) => Record<string, string> }) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' as const, verticalAlign: 'top' as const };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSizeSM + 1 }}>
      <thead>
        <tr style={{ background: token.colorFillAlter }}>
          {columns.map((c) => (
            <th key={c.title} style={{ ...cell, fontWeight: 600, ...(c.width ? { width: c.width } : {}) }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-row-key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.title} style={cell}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
