import type { MessageRef, OutcomeCell, OutcomeContent } from '@mall/sdk';
import { List, Table } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** Spec 3 section 9: a warning table is at most 210 px high unless the outcome says otherwise. */
export const OUTCOME_TABLE_MAX_HEIGHT = 210;

function isMessage(cell: OutcomeCell): cell is MessageRef {
  return typeof cell === 'object' && cell !== null && 'key' in cell;
}

/** A cell as text: a message translated, a number or text as it is. */
export function cellText(cell: OutcomeCell | undefined, t: TFunction): string {
  if (cell === undefined) return '';
  return isMessage(cell) ? t(cell.key, cell.params) : String(cell);
}

/**
 * The table or list an outcome carries, rendered the same way whichever plugin sent it. Texts
 * are translated here, before the dialog opens, so the dialog needs no i18n context of its own.
 */
export function renderOutcomeContent(content: OutcomeContent, t: TFunction): ReactNode {
  if (content.kind === 'list') {
    const shown = content.limit !== undefined ? content.items.slice(0, content.limit) : content.items;
    const more = shown.length < content.items.length;
    const items = [...shown.map((item) => cellText(item, t)), ...(more ? [t('order.outcome.etc')] : [])];
    return <List size="small" data-testid="outcome-list" dataSource={items} renderItem={(item) => <List.Item>{item}</List.Item>} />;
  }
  const columns = content.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: t(column.title.key, column.title.params),
    ...(column.width !== undefined ? { width: column.width } : {}),
  }));
  const rows = content.rows.map((row, index) => ({
    key: index,
    ...Object.fromEntries(content.columns.map((column) => [column.key, cellText(row[column.key], t)])),
  }));
  return (
    <Table
      size="small"
      data-testid="outcome-table"
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ y: content.maxHeight ?? OUTCOME_TABLE_MAX_HEIGHT }}
    />
  );
}
