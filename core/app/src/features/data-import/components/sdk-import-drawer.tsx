import type { ImportDrawerProps as SdkImportDrawerProps } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { LazyImportDrawer } from './lazy-import-drawer';

/** Core's import drawer as the SDK's ImportDrawerToken describes it (loaded on first open). */
export function SdkImportDrawer({ open, templateCode, titleKey, params, onImported, onClose }: SdkImportDrawerProps) {
  const { t } = useTranslation();
  return <LazyImportDrawer open={open} code={templateCode} title={t(titleKey ?? 'data-import.title')} param={params} onSuccess={onImported} onClose={onClose} />;
}
