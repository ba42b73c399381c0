import { cartFooterSlot } from '@mall/sdk';
import { Button, Checkbox, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Slot } from '../../../platform/plugin-host';
import { useCartEnv } from './use-cart-env';

/** Selected count and total per currency, recomputed on each selection, and the footer slot. */
export const CartFooter = observer(function CartFooter({ onChangeAddress, onDeleteSelected }: { onChangeAddress: () => void; onDeleteSelected: () => void }) {
  const { store, check, host, t } = useCartEnv();
  const all = store.allSelected;
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ padding: '12px 0' }}>
      <Flex gap={16} align="center">
        <Checkbox checked={all} indeterminate={!all && store.selectedCount > 0} onChange={() => (all ? store.clearSelection() : store.selectAll(check))}>
          {t('cart.select-all')}
        </Checkbox>
        <Button size="small" danger disabled={store.selectedCount === 0} onClick={onDeleteSelected}>
          {t('cart.delete-selected')}
        </Button>
        <Button size="small" onClick={onChangeAddress}>
          {t('cart.change-address')}
        </Button>
        <Slot host={host} point={cartFooterSlot} props={{ lines: store.lines, selected: store.selectedLines }} />
      </Flex>
      <Flex gap={16} align="center" aria-live="polite" data-testid="cart-footer-summary">
        <Typography.Text>{t('cart.footer.selected', { count: store.selectedCount })}</Typography.Text>
        {store.totalsByCurrency.map((total) => (
          <Typography.Text strong key={total.currency}>
            {t('cart.footer.total', { currency: total.currency, amount: total.amount.toFixed(2) })}
          </Typography.Text>
        ))}
      </Flex>
    </Flex>
  );
});
