import { isBatchBudgetDisabled } from '@mall/domain';
import { budgetDimensions, type CartFooterSlotProps } from '@mall/sdk';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { translateFieldMessage } from '../../fields';
import { useCartReload } from '../use-cart-reload';
import { LazyBudgetPanel as BudgetPanel } from './budget-panel-lazy';

/**
 * The batch budget link in the cart footer: off with no selection, lines of several companies
 * or an invalid line, and when a budget dimension set refuses the lines (its message is the tooltip).
 */
export function BatchBudgetLink({ selected }: CartFooterSlotProps) {
  const { t } = useTranslation();
  const { host, mallContext } = useMallRuntime();
  const reloadCart = useCartReload();
  const [open, setOpen] = useState(false);
  const ctx = mallContext();
  const refusal = host
    .get(budgetDimensions)
    .map((d) => d.canBatch?.(selected, ctx))
    .find((m) => m !== undefined);
  const disabled = isBatchBudgetDisabled(selected) || refusal !== undefined;
  const tip = refusal ? translateFieldMessage(t, refusal) : disabled ? t('budget.batch.disabled') : undefined;
  return (
    <>
      <Tooltip title={tip}>
        <span>
          <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
            {t('budget.batch.link')}
          </Button>
        </span>
      </Tooltip>
      <BudgetPanel open={open} batch lines={selected} onClose={() => setOpen(false)} onSaved={reloadCart} />
    </>
  );
}
