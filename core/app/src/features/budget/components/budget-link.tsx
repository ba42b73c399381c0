import { isBudgetPanelReadOnly } from '@mall/domain';
import type { CartLine } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartReload } from '../use-cart-reload';
import { LazyBudgetPanel as BudgetPanel } from './budget-panel-lazy';

export interface BudgetLinkProps {
  readonly line: CartLine;
  /**
   * Read-only reasons a caller knows beyond the line's own fields; the line itself already
   * tells a purchase order header or a submitted request by its `linkType` (ORDER, REQUEST).
   */
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
  // Short, so the line's other actions stay in the cart's actions column; the rows and their
  // quantity are the button's title.
  const label = readOnly ? t('budget.link.look') : rows.length > 0 ? t('budget.link.summary', { count: rows.length }) : t('budget.link');
  const detail = rows.length > 0 ? t('budget.link.summary-detail', { count: rows.length, quantity: rows.reduce((sum, r) => sum + (Number(r.quantity) || 0), 0) }) : undefined;
  return (
    <>
      <Button size="small" type="link" title={detail} disabled={line.invalidFlag === 1} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <BudgetPanel open={open} lines={[line]} readOnly={readOnly} onClose={() => setOpen(false)} onSaved={onSaved ?? reloadCart} />
    </>
  );
}
