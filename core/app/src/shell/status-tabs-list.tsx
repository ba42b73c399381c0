import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@mall/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, Pagination, Spin, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../platform/http';

/** The tab of every status. */
export const ALL_TAB = 'ALL';

/** The tab, page (0-based) and page size of a list by status; a new tab or page size starts at page 0. */
export function useStatusListState<S extends string>() {
  const [tab, setTab] = useState<S | typeof ALL_TAB>(ALL_TAB);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    tab,
    page,
    size,
    selectTab: (next: S | typeof ALL_TAB) => {
      setTab(next);
      setPage(0);
    },
    firstPage: () => setPage(0),
    turn: (next: number, nextSize: number) => {
      setPage(nextSize !== size ? 0 : next - 1);
      setSize(nextSize);
    },
  };
}

export interface StatusTabsListProps<S extends string, T> {
  readonly state: ReturnType<typeof useStatusListState<S>>;
  readonly statuses: readonly S[];
  /** The tab's text: all, or one status. */
  readonly tabText: (tab: S | typeof ALL_TAB) => string;
  /** How many the tab holds, or undefined while the counts load (the tab then shows no number). */
  readonly countOf: (tab: S | typeof ALL_TAB) => number | undefined;
  readonly list: UseQueryResult<{ content: T[]; totalElements: number }>;
  readonly renderItem: (item: T) => ReactNode;
  readonly emptyText: string;
}

/**
 * A list by status as My orders and My requests show it: the status tabs with their counts, the
 * list's error, a spinner while it loads (after 500 ms), the empty state and the pagination.
 */
export function StatusTabsList<S extends string, T>({ state, statuses, tabText, countOf, list, renderItem, emptyText }: StatusTabsListProps<S, T>) {
  const { t } = useTranslation();
  const label = (tab: S | typeof ALL_TAB) => {
    const count = countOf(tab);
    return count === undefined ? tabText(tab) : `${tabText(tab)} (${count})`;
  };
  return (
    <>
      <Tabs
        activeKey={state.tab}
        onChange={(key) => state.selectTab(key as S | typeof ALL_TAB)}
        items={[ALL_TAB, ...statuses].map((key) => ({ key, label: label(key as S | typeof ALL_TAB) }))}
      />
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} style={{ marginBottom: 12 }} /> : null}
      <Spin spinning={list.isFetching} delay={500}>
        {list.data && list.data.content.length > 0 ? list.data.content.map(renderItem) : !list.isPending && <Empty description={emptyText} />}
        {list.isPending ? <div style={{ minHeight: 200 }} /> : null}
      </Spin>
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        align="end"
        current={state.page + 1}
        pageSize={state.size}
        total={list.data?.totalElements ?? 0}
        showSizeChanger
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        onChange={state.turn}
      />
    </>
  );
}
