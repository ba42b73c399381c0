import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../platform/files';
import { Permission } from '../../../platform/permissions';
import { useService } from '../../../shell/services-context';
import { MyOrdersServiceToken, type OrderSearch } from '../my-orders-service';
import { myOrderPermission } from '../actions/permission-codes';

/** 'export': the listed orders (the current search, every page) as a spreadsheet. */
export function ExportButton({ search }: { search: OrderSearch }) {
  const { t } = useTranslation();
  const api = useService(MyOrdersServiceToken);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await api.exportOrders(search);
      saveFile(blob, `my-orders-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`);
      void message.success(t('my-orders.export.done'));
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Permission code={myOrderPermission('export')}>
      <Button loading={busy} onClick={() => void download()}>
        {t('my-orders.action.export')}
      </Button>
    </Permission>
  );
}
