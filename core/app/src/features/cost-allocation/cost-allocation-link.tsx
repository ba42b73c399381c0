import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CostAllocationDrawer } from './cost-allocation-drawer';

/** The per-line link of the cart that opens the cost allocation side panel. */
export function CostAllocationLink({ cartId }: { cartId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>
        {t('cost-allocation.link')}
      </Button>
      {open && <CostAllocationDrawer cartId={cartId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
