import type { ImportRowInfo, ImportTemplate } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { DataImportServiceToken } from '../data-import-service';

export interface ErrorRowsEditorProps {
  readonly batch: string;
  readonly template: ImportTemplate;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Runs after the corrections are saved: the wizard imports the batch again. */
  readonly onReImport: () => void;
}

/** Sheets and columns of a template as the editor's tabs and cells. */
function sheetsOf(template: ImportTemplate) {
  if (template.kind === 'column') {
    return template.templateTargetList.map((s, index) => ({ index, name: s.sheetName, columns: s.templateLineList.map((l) => ({ code: l.columnCode, name: l.columnName })) }));
  }
  return template.importTemplateSheets.map((s, index) => ({
    index,
    name: s.sheetName,
    columns: s.importTemplateColumns.filter((c) => c.enabledFlag !== 0).map((c) => ({ code: c.fieldCode, name: c.fieldName })),
  }));
}

/** Online correction of the erroneous rows, one tab per sheet (spec 2 section 2). */
export function ErrorRowsEditor({ batch, template, open, onClose, onReImport }: ErrorRowsEditorProps) {
  const { t } = useTranslation();
  const service = useService(DataImportServiceToken);
  const queries = useQueryClient();
  const { message } = App.useApp();
  const sheets = sheetsOf(template);
  const [sheet, setSheet] = useState(0);
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const rows = useQuery({ queryKey: ['import-rows', batch, sheet], queryFn: () => service.rows(batch, { sheetIndex: sheet, failedOnly: true, size: 100 }), enabled: open, staleTime: 0, gcTime: 0 });
  const columns = sheets[sheet]?.columns ?? [];

  const edit = (row: ImportRowInfo, code: string, value: string) => setEdits((all) => ({ ...all, [row._id]: { ...all[row._id], [code]: value } }));
  const save = async (): Promise<boolean> => {
    const list = Object.entries(edits).map(([id, data]) => ({ _id: Number(id), _data: data }));
    if (list.length === 0) return true;
    setSaving(true);
    try {
      const saved = await service.correct(batch, list);
      setEdits({});
      void message.success(t('data-import.editor.saved', { count: saved.filter((r) => r._dataStatus === 'VALID_SUCCESS').length }));
      await queries.invalidateQueries({ queryKey: ['import-rows', batch] });
      return true;
    } catch {
      return false; // the client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('data-import.editor.title')}
      size={Math.min(1190, 260 + columns.length * 180)}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('data-import.close')}</Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('data-import.editor.save')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={async () => {
              if (await save()) onReImport();
            }}
          >
            {t('data-import.editor.re-import')}
          </Button>
        </Flex>
      }
    >
      <Tabs activeKey={String(sheet)} onChange={(key) => setSheet(Number(key))} items={sheets.map((s) => ({ key: String(s.index), label: s.name }))} />
      <Table<ImportRowInfo>
        size="small"
        rowKey="_id"
        loading={rows.isLoading}
        dataSource={rows.data?.content as ImportRowInfo[] | undefined}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('data-import.editor.row'), dataIndex: '_rowNum', width: 64, fixed: 'left' },
          ...columns.map((column) => ({
            title: column.name,
            key: column.code,
            width: 170,
            render: (_v: unknown, row: ImportRowInfo) => (
              <Input
                aria-label={`${column.name} ${row._rowNum}`}
                value={edits[row._id]?.[column.code] ?? row._data[column.code] ?? ''}
                onChange={(event) => edit(row, column.code, event.target.value)}
              />
            ),
          })),
          {
            title: t('data-import.editor.error'),
            key: 'info',
            width: 260,
            render: (_v: unknown, row: ImportRowInfo) => <Typography.Text type="danger">{row._info}</Typography.Text>,
          },
        ]}
      />
    </Drawer>
  );
}
