import { cartFooterSlot } from '@mall/sdk';
import { Button, Checkbox, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Slot } from '../../../platform/plugin-host';
import { useCartEnv } from './use-cart-env';

/**
 * Select all, delete selected, change address, the footer slot and the selected count and totals.
 * Each part observes only what it shows, so a selection click re-renders the summary and the
 * slot, and the select-all box and the delete button only when their state flips; the frame
 * itself never re-renders on a click.
 */
export const CartFooter = observer(function CartFooter({ onChangeAddress, onDeleteSelected }: { onChangeAddress: () => void; onDeleteSelected: () => void }) {
  const { t } = useCartEnv();
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ padding: '12px 0' }}>
      <Flex gap={16} align="center">
        <SelectAllCheckbox />
        <DeleteSelectedButton onClick={onDeleteSelected} />
        <Button size="small" onClick={onChangeAddress}>
          {t('cart.change-address')}
        </Button>
        <FooterSlot />
      </Flex>
      <FooterSummary />
    </Flex>
  );
});

const SelectAllCheckbox = observer(function SelectAllCheckbox() {
  const { store, check, t } = useCartEnv();
  const state = store.selectionState;
  return (
    <Checkbox checked={state === 'all'} indeterminate={state === 'some'} onChange={() => (state === 'all' ? store.clearSelection() : store.selectAll(check))}>
      {t('cart.select-all')}
    </Checkbox>
  );
});

const DeleteSelectedButton = observer(function DeleteSelectedButton({ onClick }: { onClick: () => void }) {
  const { store, t } = useCartEnv();
  return (
    <Button size="small" danger disabled={store.selectionState === 'none'} onClick={onClick}>
      {t('cart.delete-selected')}
    </Button>
  );
});

const FooterSlot = observer(function FooterSlot() {
  const { store, host } = useCartEnv();
  return <Slot host={host} point={cartFooterSlot} props={{ lines: store.lines, selected: store.selectedLines }} />;
});

const FooterSummary = observer(function FooterSummary() {
  const { store, t } = useCartEnv();
  return (
    <Flex gap={16} align="center" aria-live="polite" data-testid="cart-footer-summary">
      <Typography.Text>{t('cart.footer.selected', { count: store.selectedCount })}</Typography.Text>
      {store.totalsByCurrency.map((total) => (
        <Typography.Text strong key={total.currency}>
          {t('cart.footer.total', { currency: total.currency, amount: total.amount.toFixed(2) })}
        </Typography.Text>
      ))}
    </Flex>
  );
});
