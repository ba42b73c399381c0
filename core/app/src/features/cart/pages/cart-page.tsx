import type { CartViewProps } from '@mall/sdk';
import { Alert, Button, Card, Empty, Flex, Modal, Result, Segmented, Select, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartSelectionKey, rememberCartSelection } from '../cart-selection-memory';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { takePendingAgain } from '../../../shell/cart-again';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AddressList } from '../../address';
import { cartQueryOf, type CartRow } from '../cart-service';
import { CartFooter } from '../components/cart-footer';
import { CartImportButtons } from '../components/cart-import-buttons';
import { CartTable } from '../components/cart-table';
import { LowerPriceDialog } from '../components/lower-price-dialog';
import { CartEnvProvider, useCartEnv, useCartEnvValue } from '../components/use-cart-env';

/**
 * The buyer's cart lines, selection, editors and footer: core's /cart page, and the SDK's
 * `CartViewToken` a tenant's own cart page renders with its title and extra columns.
 */
export const CartView = observer(function CartView({ titleKey = 'cart.title', extraColumns }: CartViewProps) {
  const { session } = useMallRuntime();
  const env = useCartEnvValue();
  const { store, ctx, t } = env;
  const notifier = useService<Notifier>(TYPES.Notifier);
  const [addressOpen, setAddressOpen] = useState(false);
  const [lowerOpen, setLowerOpen] = useState(false);
  const config = session.config;
  const user = session.user;
  const query = cartQueryOf(config, user);

  useEffect(() => {
    if (!query || !user || !config) return;
    store.usePreferencesOf(config.organizationId, user.id);
    void store.open(query);
  }, [store, query?.companyId, query?.ownerId, query?.levelPath]);
  useEffect(
    () => (config && user ? rememberCartSelection(store, cartSelectionKey(config.organizationId, user.id), env.check, () => takePendingAgain(config.organizationId, user.id)) : undefined),
    [store, config?.organizationId, user?.id],
  );

  const remove = async (lines: readonly CartRow[]) => {
    if (lines.length === 0 || !(await notifier.confirm(t('cart.delete'), t('cart.delete-confirm')))) return;
    await store.remove(lines.map((l) => l.cartId)).catch(() => undefined);
  };
  // Stable callbacks: new ones would re-render the table's visible rows and the footer each time
  // this view re-renders.
  const removeRef = useRef(remove);
  removeRef.current = remove;
  const onDelete = useCallback((line: CartRow) => void removeRef.current([line]), []);
  const onDeleteSelected = useCallback(() => void removeRef.current(store.selectedLines), [store]);
  const onChangeAddress = useCallback(() => setAddressOpen(true), []);

  const grouped = store.preferences.viewType === 1;
  let body;
  if (store.status === 'loading' && store.rows.length === 0) body = <Spin tip={t('cart.loading')}><div style={{ height: 120 }} /></Spin>;
  else if (store.status === 'error')
    body = <Result status="warning" title={t('cart.load-failed')} extra={<Button onClick={() => query && void store.load(query)}>{t('cart.retry')}</Button>} />;
  else if (store.status === 'ready' && store.rows.length === 0) body = <Empty description={t('cart.empty')} />;
  else
    body = (
      <>
        <CartTable onDelete={onDelete} extraColumns={extraColumns} />
        <CartFooter onChangeAddress={onChangeAddress} onDeleteSelected={onDeleteSelected} />
      </>
    );

  return (
    <CartEnvProvider value={env}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <Flex align="baseline" gap={12}>
            {/* The page's one h1 (axe: page-has-heading-one), at the size it had as a smaller heading. */}
            <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
              {t(titleKey)}
            </Typography.Title>
            <CartCount />
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
            <CartImportButtons />
          </Flex>
        </Flex>
        <RefusalAlert />
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

/** The line count; apart, so the count call's answer re-renders this text only. */
const CartCount = observer(function CartCount() {
  const { store, t } = useCartEnv();
  return <Typography.Text type="secondary">{t('cart.count', { count: store.count })}</Typography.Text>;
});

/** The last refused selection; apart, so a refusal does not re-render the table. */
const RefusalAlert = observer(function RefusalAlert() {
  const { store, t } = useCartEnv();
  const refusal = store.refusal;
  if (!refusal) return null;
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      closable
      onClose={() => store.dismissRefusal()}
      style={{ marginBottom: 12 }}
      title={t(refusal.message.key, refusal.message.params)}
      // The buyer reads whose rule it is; the rule and plugin ids stay for the developer tools.
      description={t(refusal.pluginId === 'core' ? 'cart.refused-by.mall' : 'cart.refused-by.company')}
      data-rule-id={refusal.ruleId}
      data-plugin-id={refusal.pluginId}
    />
  );
});

/** /cart and /sigl/cart. */
export default function CartPage() {
  return <CartView />;
}
