import { Alert, Button, Card, Empty, Flex, Modal, Result, Segmented, Select, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AddressList } from '../../address';
import type { CartRow } from '../cart-service';
import { CartFooter } from '../components/cart-footer';
import { CartTable } from '../components/cart-table';
import { LowerPriceDialog } from '../components/lower-price-dialog';
import { CartEnvProvider, useCartEnvValue } from '../components/use-cart-env';

/** /cart and /sigl/cart: the buyer's cart lines, selection, editors and footer. */
const CartPage = observer(function CartPage() {
  const { session } = useMallRuntime();
  const env = useCartEnvValue();
  const { store, ctx, t } = env;
  const notifier = useService<Notifier>(TYPES.Notifier);
  const [addressOpen, setAddressOpen] = useState(false);
  const [lowerOpen, setLowerOpen] = useState(false);
  const config = session.config;
  const user = session.user;
  const query = config && user ? { companyId: config.companyId, levelPath: config.levelPath, purchaseType: config.purchaseType ?? 'COMPANY', ownerId: config.userId ?? user.id } : undefined;

  useEffect(() => {
    if (!query || !user || !config) return;
    store.usePreferencesOf(config.organizationId, user.id);
    void store.load(query);
  }, [store, query?.companyId, query?.ownerId, query?.levelPath]);

  const remove = async (lines: readonly CartRow[]) => {
    if (lines.length === 0 || !(await notifier.confirm(t('cart.delete'), t('cart.delete-confirm')))) return;
    await store.remove(lines.map((l) => l.cartId)).catch(() => undefined);
  };

  const refusal = store.refusal;
  const grouped = store.preferences.viewType === 1;
  let body;
  if (store.status === 'loading' && store.rows.length === 0) body = <Spin tip={t('cart.loading')}><div style={{ height: 120 }} /></Spin>;
  else if (store.status === 'error')
    body = <Result status="warning" title={t('cart.load-failed')} extra={<Button onClick={() => query && void store.load(query)}>{t('cart.retry')}</Button>} />;
  else if (store.status === 'ready' && store.rows.length === 0) body = <Empty description={t('cart.empty')} />;
  else
    body = (
      <>
        <CartTable onDelete={(line) => void remove([line])} />
        <CartFooter onChangeAddress={() => setAddressOpen(true)} onDeleteSelected={() => void remove(store.selectedLines)} />
      </>
    );

  return (
    <CartEnvProvider value={env}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <Flex align="baseline" gap={12}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('cart.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('cart.count', { count: store.count })}</Typography.Text>
          </Flex>
          <Flex gap={12} align="center">
            <Segmented
              aria-label={t('cart.view.label')}
              value={grouped ? 1 : 0}
              options={[
                { value: 0, label: t('cart.view.list') },
                { value: 1, label: t('cart.view.grouped') },
              ]}
              onChange={(v) => store.setViewType(Number(v))}
            />
            <Select
              aria-label={t('cart.grouping.label')}
              style={{ width: 140 }}
              value={store.preferences.groupingMode}
              disabled={!grouped}
              options={(['ungrouped', 'supplierCompanyName', 'itemCode'] as const)
                .filter((m) => m !== 'supplierCompanyName' || ctx.config.hideSupplierFlag !== 1)
                .map((m) => ({ value: m, label: t(`cart.grouping.${m}`) }))}
              onChange={(m) => store.setGroupingMode(m)}
            />
            <Button onClick={() => setLowerOpen(true)}>{t('cart.lower-price')}</Button>
          </Flex>
        </Flex>
        {refusal ? (
          <Alert
            role="alert"
            type="warning"
            showIcon
            closable
            onClose={() => store.dismissRefusal()}
            style={{ marginBottom: 12 }}
            title={t(refusal.message.key, refusal.message.params)}
            description={t('cart.refused-by', { rule: refusal.ruleId, plugin: refusal.pluginId })}
          />
        ) : null}
        {body}
        <Modal open={addressOpen} title={t('cart.address.title')} width={742} footer={null} onCancel={() => setAddressOpen(false)} destroyOnHidden>
          <AddressList
            onChoose={(address) => {
              if (address.addressId === undefined) return;
              setAddressOpen(false);
              void store.changeAddress(address.addressId).catch(() => undefined);
            }}
          />
        </Modal>
        <LowerPriceDialog open={lowerOpen} lines={store.lines} onClose={() => setLowerOpen(false)} />
      </Card>
    </CartEnvProvider>
  );
});

export default CartPage;
