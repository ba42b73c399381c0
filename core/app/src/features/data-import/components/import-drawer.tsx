import { IMPORT_DRAWER_WIDTH, IMPORT_EXTENSIONS } from '@mall/domain';
import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Result, Select, Spin, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useService } from '../../../shell/services-context';
import { saveFile as saveBlob } from '../../../platform/files';
import { DataImportServiceToken } from '../data-import-service';
import { ImportWizardStore } from '../import-wizard-store';
import { ErrorRowsEditor } from './error-rows-editor';
import { ImportHistoryDrawer } from './import-history-drawer';
import { ImportStageView } from './import-progress-view';

export interface ImportDrawerProps {
  /** The template code (`/mall/data-import/{code}`). */
  readonly code: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The action label; 'Import' when absent. */
  readonly title?: string;
  /** Extra arguments sent as the upload's `param` JSON. */
  readonly param?: Record<string, unknown>;
  readonly onSuccess?: () => void;
}

/**
 * The import drawer of spec 2 section 2 (width 550, closable, not movable, content destroyed on
 * close): heading, the drag-or-click area for one .xls or .xlsx file, template download (with the
 * template selector for business-object templates), the stages, and the footer's Close, Import
 * history, Refresh and Auto-refresh buttons.
 */
export function ImportDrawer({ code, open, onClose, title, param, onSuccess }: ImportDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={title ?? t('data-import.title')} size={IMPORT_DRAWER_WIDTH} destroyOnHidden closable maskClosable={false}>
      {open && <ImportDrawerBody code={code} param={param} onSuccess={onSuccess} onClose={onClose} />}
    </Drawer>
  );
}

const ImportDrawerBody = observer(function ImportDrawerBody({ code, param, onSuccess, onClose }: Pick<ImportDrawerProps, 'code' | 'param' | 'onSuccess' | 'onClose'>) {
  const { t } = useTranslation();
  const service = useService(DataImportServiceToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const { message } = App.useApp();
  const template = useQuery({ queryKey: ['import-template', code], queryFn: ({ signal }) => service.template(code, signal), staleTime: 60_000, retry: false });
  const model = template.data?.kind === 'model';
  const store = useMemo(() => (template.data ? new ImportWizardStore({ code, model, param, onSuccess }, { service, notifier, t }) : undefined), [template.data]);
  useEffect(() => () => store?.dispose(), [store]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);

  if (template.isLoading) return <Spin />;
  if (!template.data || !store) return <Result status="warning" title={t('data-import.template-not-found')} />;

  const download = async (fetch: () => Promise<Blob>, name: string) => {
    try {
      saveBlob(await fetch(), name);
    } catch {
      // Template download failure: the client showed the server's message.
    }
  };
  const showRefresh = store.stage === 'checking' || store.stage === 'checkFailed';

  return (
    <Flex vertical gap={16} style={{ minHeight: '100%' }}>
      <Typography.Text strong>{t('data-import.heading')}</Typography.Text>
      {store.stage === 'init' ? (
        <Upload.Dragger
          accept={IMPORT_EXTENSIONS.join(',')}
          maxCount={1}
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            const name = file.name.toLowerCase();
            if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext))) void message.error(t('data-import.file-type'));
            else void store.startUpload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('data-import.drag')}</p>
          <p className="ant-upload-hint">{t('data-import.count', { count: 0 })}</p>
        </Upload.Dragger>
      ) : (
        <ImportStageView
          store={store}
          onEditOnline={() => setEditorOpen(true)}
          onFailureFile={() => store.batch && void download(() => service.failureFile(store.batch!), `${store.batch}-failed.xlsx`)}
        />
      )}
      <Flex gap={8} align="center">
        {model && <Select aria-label={t('data-import.template')} style={{ minWidth: 180 }} value={template.data.templateCode} options={[{ value: template.data.templateCode, label: template.data.templateName }]} />}
        <Button type="link" onClick={() => void download(() => service.templateFile(code), `${template.data!.templateName}.xlsx`)}>
          {t('data-import.download-template')}
        </Button>
      </Flex>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 'auto' }}>
        <Button onClick={onClose}>{t('data-import.close')}</Button>
        <Button onClick={() => setHistoryOpen(true)}>{t('data-import.history')}</Button>
        {showRefresh && (
          <>
            <Button onClick={() => void store.refresh(true)}>{t('data-import.refresh')}</Button>
            <Button onClick={() => store.toggleAuto()}>{store.auto ? t('data-import.cancel-auto-refresh') : t('data-import.auto-refresh')}</Button>
          </>
        )}
      </Flex>
      <ImportHistoryDrawer
        code={code}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestore={(batch) => {
          setHistoryOpen(false);
          void store.restore(batch);
        }}
      />
      {store.batch && (
        <ErrorRowsEditor
          batch={store.batch}
          template={template.data}
          open={editorOpen}
          onClose={() => setEditorOpen(false)}
          onReImport={() => {
            setEditorOpen(false);
            void store.dataImport();
          }}
        />
      )}
    </Flex>
  );
});
