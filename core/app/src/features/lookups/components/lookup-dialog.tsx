import type { LookupChoice, LookupDialogProps } from '@mall/sdk';
import { LOV_PAGE_SIZES, QUERY_DEBOUNCE_MS, SAVE_THROTTLE_MS } from '@mall/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Spin, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import type { LookupRecord } from '../lookup-service';
import { isSwitchOn, lookupDialogWidth, nestLookupRows } from '../lookup-dialog-rules';
import { LovViewServiceToken, type LovView } from '../lov-view-service';
import { LookupQueryForm, type LookupFilters } from './lookup-query-form';

/** View descriptions change with configuration only. */
const VIEW_STALE_MS = 10 * 60_000;

/**
 * The generic lookup dialog (spec 2 "Generic lookup dialog"): `lov-view/info`, then the view's
 * query URL page by page with the query form's filters. A row click selects, a double click
 * picks and closes; Confirm without a selection warns with an 'I know' button.
 */
export default function LookupDialog({ open, viewCode, titleKey, queryParams, multiple = false, onOk, onCancel }: LookupDialogProps) {
  const { t } = useTranslation();
  const service = useService(LovViewServiceToken);
  const info = useQuery({
    queryKey: ['lov-view/info', viewCode],
    queryFn: ({ signal }) => service.info(viewCode, signal),
    enabled: open && viewCode !== '',
    staleTime: VIEW_STALE_MS,
    retry: false,
  });
  const view = info.data;
  const title = titleKey ? t(titleKey) : (view?.viewName ?? viewCode);
  return (
    <Drawer open={open} title={title} size={lookupDialogWidth(view?.tableFields ?? [])} onClose={onCancel} destroyOnHidden>
      {viewCode === '' ? (
        <Alert type="warning" showIcon title={t('lookups.dialog.no-view')} />
      ) : info.isError ? (
        <Alert type="error" showIcon title={viewError(info.error, viewCode, t)} />
      ) : !view ? (
        <Spin>
          <div style={{ padding: 24, textAlign: 'center' }}>{t('lookups.dialog.loading', { code: viewCode })}</div>
        </Spin>
      ) : (
        <LookupViewBody view={view} queryParams={queryParams} multiple={multiple} onOk={onOk} onCancel={onCancel} />
      )}
    </Drawer>
  );
}

function viewError(error: unknown, code: string, t: (key: string, params?: Record<string, unknown>) => string): string {
  // The gateway answers 404 for a view nobody maintained (hpfm.lov.view.not.defined).
  if (isHttpError(error) && error.status === 404) return t('lookups.dialog.view-not-defined', { code });
  return (isHttpError(error) && error.message) || t('lookups.dialog.query-error');
}

interface BodyProps extends Pick<LookupDialogProps, 'queryParams' | 'onOk' | 'onCancel'> {
  readonly view: LovView;
  readonly multiple: boolean;
}

function LookupViewBody({ view, queryParams, multiple, onOk, onCancel }: BodyProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const service = useService(LovViewServiceToken);
  const [filters, setFilters] = useState<LookupFilters>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(view.pageSize > 0 ? view.pageSize : 10);
  const [selected, setSelected] = useState<LookupRecord[]>([]);
  const lastSave = useRef(0);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const params = { ...queryParams, ...filters, page, size };
  const rows = useQuery({
    queryKey: ['lov-view/query', view.viewCode, view.queryUrl, params],
    queryFn: ({ signal }) => service.query(view, params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = useMemo(() => nestLookupRows(rows.data?.content ?? [], view.childrenFieldName), [rows.data, view.childrenFieldName]);
  const keyOf = (record: LookupRecord) => String(record[view.valueField] ?? record.value ?? '');
  const choiceOf = (record: LookupRecord): LookupChoice => ({
    value: keyOf(record),
    meaning: String(record[view.displayField] ?? record.meaning ?? keyOf(record)),
    data: record,
  });

  const columns: TableColumnsType<LookupRecord> = view.tableFields.map((field) => ({
    key: field.dataIndex,
    dataIndex: field.dataIndex,
    title: field.title,
    width: field.width,
    ellipsis: true,
    render: field.dataType === 'SWITCH' ? (value: unknown) => t(isSwitchOn(value) ? 'lookups.dialog.yes' : 'lookups.dialog.no') : undefined,
  }));

  // Query debounce (spec 2: 100 ms): a burst of Search / Enter presses sends one query.
  const search = (next: LookupFilters) => {
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      setFilters(next);
      setPage(0);
    }, QUERY_DEBOUNCE_MS);
  };

  const select = (record: LookupRecord) => {
    const key = keyOf(record);
    if (!multiple) setSelected([record]);
    else setSelected((now) => (now.some((r) => keyOf(r) === key) ? now.filter((r) => keyOf(r) !== key) : [...now, record]));
  };

  // Save throttle (spec 2: 500 ms): a double click on Confirm confirms once.
  const confirm = () => {
    const now = Date.now();
    if (now - lastSave.current < SAVE_THROTTLE_MS) return;
    lastSave.current = now;
    if (selected.length === 0) {
      modal.warning({ content: t('lookups.dialog.select-one'), okText: t('lookups.dialog.i-know') });
      return;
    }
    onOk(selected.map(choiceOf));
  };

  return (
    <Flex vertical gap={12} style={{ height: '100%' }}>
      {view.queryFields.length > 0 && <LookupQueryForm fields={view.queryFields} onSearch={search} />}
      {rows.isError && <Alert type="error" showIcon title={(isHttpError(rows.error) && rows.error.message) || t('lookups.dialog.query-error')} />}
      <Table<LookupRecord>
        size="small"
        rowKey={keyOf}
        columns={columns}
        dataSource={data}
        loading={rows.isFetching}
        expandable={view.childrenFieldName ? { childrenColumnName: view.childrenFieldName } : undefined}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map(keyOf),
          checkStrictly: true,
          onChange: (_keys, records) => setSelected(records.filter(Boolean)),
        }}
        onRow={(record) => ({
          onClick: () => select(record),
          onDoubleClick: () => onOk([choiceOf(record)]),
        })}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: rows.data?.totalElements ?? 0,
          showSizeChanger: true,
          pageSizeOptions: LOV_PAGE_SIZES.map(String),
          onChange: (current, pageSize) => {
            setPage(pageSize === size ? current - 1 : 0);
            setSize(pageSize);
          },
        }}
      />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t('lookups.dialog.cancel')}</Button>
        <Button type="primary" onClick={confirm}>
          {t('lookups.dialog.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}
