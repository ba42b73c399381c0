import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { CompareServiceToken } from '../compare-service';
import { CompareListStorage } from '../compare-list-storage';

/**
 * Adds a product to the session compare list (at most 10) and to the server's compares. The
 * buyer's compare flag 0 hides this section; 2 hides the hint.
 */
export function AddToCompareButton({ productId, price, source }: { productId: number; price: number | undefined; source: string }) {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const api = useService(CompareServiceToken);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const flag = session.config?.compareFlag;
  if (flag === 0 || !session.user) return null;
  const storage = new CompareListStorage(session.user.id);

  const add = async () => {
    const change = storage.add({ productId, price: price ?? 0 }, source);
    if (change.error) {
      void message.warning(t(change.error.key, change.error.params));
      return;
    }
    setBusy(true);
    try {
      await api.add(productId, price);
      void message.success(t('compare.added'));
    } catch {
      // the client showed the error; the session list keeps the product for the compare page
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={0}>
      <Space>
        <Button onClick={() => void add()} loading={busy}>
          {t('compare.add')}
        </Button>
        <Link to="/products-compare">{t('compare.open')}</Link>
      </Space>
      {flag === 2 ? null : <Typography.Text type="secondary">{t('compare.hint')}</Typography.Text>}
    </Space>
  );
}
