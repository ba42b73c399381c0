import { isBudgetPanelReadOnly } from '@mall/domain';
import type { CartLine } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartReload } from '../use-cart-reload';
import { BudgetPanel } from './budget-panel';

export interface BudgetLinkProps {
  readonly line: CartLine;
  /** What the cart line alone does not tell: the line is under a purchase order header, or its request was submitted. */
  readonly readOnlyContext?: { readonly belongsToPoHeader?: boolean; readonly requestSubmitted?: boolean };
  /** After a save; by default the cart is fetched again. */
  readonly onSaved?: () => Promise<void> | void;
}

/** A cart line's budget: its summary (or 'Budget'), opening the allocation panel for that line. */
export function BudgetLink({ line, readOnlyContext, onSaved }: BudgetLinkProps) {
  const { t } = useTranslation();
  const reloadCart = useCartReload();
  const [open, setOpen] = useState(false);
  // Budget features appear only where the budget switch is on (spec 3, "budget switch equals 1").
  if (line.budgetSwitch === '0') return null;
  const readOnly = isBudgetPanelReadOnly(line, readOnlyContext);
  const rows = line.budgetInfoList ?? [];
  const label = readOnly
    ? t('budget.link.look')
    : rows.length > 0
      ? t('budget.link.summary', { count: rows.length, quantity: rows.reduce((sum, r) => sum + (Number(r.quantity) || 0), 0) })
      : t('budget.link');
  return (
    <>
      <Button size="small" type="link" disabled={line.invalidFlag === 1} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <BudgetPanel open={open} lines={[line]} readOnly={readOnly} onClose={() => setOpen(false)} onSaved={onSaved ?? reloadCart} />
    </>
  );
}
