import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_DRAWER_WIDTH, type ImportBatchInfo } from '@mall/domain';
import { useService } from '../../../shell/services-context';
import { DataImportServiceToken } from '../data-import-service';

export interface ImportHistoryDrawerProps {
  readonly code: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onRestore: (batch: string) => void;
}

/** The caller's batches of this import from the last week; a batch can be restored to checking. */
export function ImportHistoryDrawer({ code, open, onClose, onRestore }: ImportHistoryDrawerProps) {
  const { t } = useTranslation();
  const service = useService(DataImportServiceToken);
  const [page, setPage] = useState(0);
  const history = useQuery({ queryKey: ['import-history', code, page], queryFn: () => service.history(code, page), enabled: open, staleTime: 0, gcTime: 0 });
  return (
    <Drawer open={open} onClose={onClose} title={t('data-import.history.title')} size={IMPORT_DRAWER_WIDTH + 250} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('data-import.history.kept')}</Typography.Paragraph>
      <Table<ImportBatchInfo>
        size="small"
        rowKey="batch"
        loading={history.isLoading}
        dataSource={history.data?.content as ImportBatchInfo[] | undefined}
        pagination={{ current: page + 1, pageSize: 10, total: history.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: t('data-import.history.file'), dataIndex: 'fileName', ellipsis: true },
          { title: t('data-import.history.status'), dataIndex: 'status', render: (status: string) => t(`data-import.status.${status}`) },
          { title: t('data-import.history.rows'), dataIndex: 'dataCount', width: 70 },
          { title: t('data-import.history.failed'), dataIndex: 'failedCount', width: 70 },
          { title: t('data-import.history.date'), dataIndex: 'creationDate', width: 160 },
          {
            key: 'restore',
            width: 80,
            render: (_v: unknown, row: ImportBatchInfo) => (
              <Button type="link" onClick={() => onRestore(row.batch)}>
                {t('data-import.history.restore')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
