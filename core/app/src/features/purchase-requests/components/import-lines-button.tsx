import { ImportDrawerToken, useMallService } from '@mall/sdk';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../platform/permissions';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken } from '../purchase-request-service';
import type { RequestFormStore } from '../request-form-store';
import { myRequestPermission } from './request-actions';

/** The template of the request-line import (core/server purchase-requests/request-line-import). */
export const REQUEST_LINE_IMPORT = 'SMAL.PURCHASE_REQUEST_LINES';

/**
 * 'Import lines' (spec 2 section 3): the lines of a spreadsheet are appended to the draft through
 * the import wizard (core's drawer, read through the SDK's ImportDrawerToken like a tenant's page would); a form not saved yet is saved as a draft first, and reloaded after the import.
 */
export const ImportLinesButton = observer(function ImportLinesButton({ store, disabled }: { store: RequestFormStore; disabled: boolean }) {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const ImportDrawer = useMallService(ImportDrawerToken);
  const [open, setOpen] = useState(false);
  const start = async () => {
    if (store.mallRequestId === undefined && !(await store.save(false))) return;
    setOpen(true);
  };
  return (
    <Permission code={myRequestPermission('import')}>
      <Button disabled={disabled} onClick={() => void start()}>
        {t('purchase-request.line.import')}
      </Button>
      {open && store.mallRequestId !== undefined ? (
        <ImportDrawer
          open
          templateCode={REQUEST_LINE_IMPORT}
          titleKey="purchase-request.line.import"
          params={{ mallRequestId: store.mallRequestId }}
          onImported={() => void api.detail(store.mallRequestId!).then((r) => store.load(r, false))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Permission>
  );
});
