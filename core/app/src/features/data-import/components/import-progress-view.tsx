import { importSummary } from '@mall/domain';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ImportWizardStore } from '../import-wizard-store';

export interface ImportStageViewProps {
  readonly store: ImportWizardStore;
  readonly onEditOnline: () => void;
  readonly onFailureFile: () => void;
}

/** What the upload area shows past init: each stage of spec 2 section 2 with its buttons. */
export const ImportStageView = observer(function ImportStageView({ store, onEditOnline, onFailureFile }: ImportStageViewProps) {
  const { t } = useTranslation();
  switch (store.stage) {
    case 'uploading':
      return (
        <Flex vertical gap={8} data-stage="uploading">
          <Typography.Text>{store.fileName}</Typography.Text>
          <Progress percent={store.upload} />
          <Button onClick={() => store.cancelUpload()}>{t('data-import.cancel-upload')}</Button>
        </Flex>
      );
    case 'done':
    case 'uploaded':
      return (
        <Flex vertical gap={8} data-stage={store.stage}>
          <Typography.Text>{store.fileName ?? store.batch}</Typography.Text>
          {store.stage === 'uploaded' && <Typography.Text type="secondary">{t('data-import.uploaded')}</Typography.Text>}
          <Flex gap={8}>
            <Button type="primary" onClick={() => void store.dataImport()}>
              {t('data-import.data-import')}
            </Button>
            <Button onClick={() => store.reUpload()}>{t('data-import.re-upload')}</Button>
          </Flex>
        </Flex>
      );
    case 'checking':
      return (
        <Flex vertical gap={8} data-stage="checking">
          <Typography.Text>{t('data-import.data-check')}</Typography.Text>
          <Progress percent={store.check} aria-label={t('data-import.data-check')} />
          <Typography.Text>{t('data-import.data-importing')}</Typography.Text>
          <Progress percent={store.import} aria-label={t('data-import.data-importing')} />
          <Typography.Text type="secondary">{t('data-import.hint')}</Typography.Text>
        </Flex>
      );
    case 'checkFailed': {
      const summary = importSummary(store.total, store.failed);
      return (
        <Flex vertical gap={8} data-stage="checkFailed">
          <Alert type="error" showIcon message={t(summary.key, summary.params)} />
          <Typography.Text>{t('data-import.help')}</Typography.Text>
          <Flex gap={8} wrap>
            <Button type="primary" onClick={onEditOnline}>
              {t('data-import.edit-online')}
            </Button>
            {store.input.model && <Button onClick={onFailureFile}>{t('data-import.failure-file')}</Button>}
            <Button onClick={() => store.reUpload()}>{t('data-import.re-upload')}</Button>
          </Flex>
          <Typography.Text type="secondary">
            {[t('data-import.help.online'), store.input.model ? t('data-import.help.failure-file') : undefined, t('data-import.help.re-upload')].filter(Boolean).join('; ')}
          </Typography.Text>
        </Flex>
      );
    }
    default:
      return null;
  }
});
