import { NotificationsToken, msg, useMallNavigation, useMallService, useMessage, type CartFooterSlotProps } from '@mall/sdk';
import { Button, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ExportDialog } from './export-dialog';
import { canExport, cartTabOf, type ExportPrResult } from './export-rules';

/**
 * The cart footer's 'Export to purchase request' button: enabled only when every selected line
 * is an e-commerce (EC) line and the cart is on tab 1 or 2 (spec 3 section 4). After an export
 * the cart loads anew.
 */
export function exportButton(lockBudgetDepartment: boolean) {
  return function ExportButton({ selected }: CartFooterSlotProps) {
    const t = useMessage();
    const notices = useMallService(NotificationsToken);
    const navigation = useMallNavigation();
    const location = useLocation();
    const [open, setOpen] = useState(false);
    const enabled = canExport(selected, cartTabOf(location.search));
    const onExported = useCallback(
      (result: ExportPrResult) => {
        setOpen(false);
        notices.notify('success', msg('export-to-pr.done', { prNum: result.prNum ?? String(result.prHeaderId ?? '') }));
        navigation.go('/refresh', { to: `${location.pathname}${location.search}` });
      },
      [notices, navigation, location.pathname, location.search],
    );
    return (
      <>
        <Tooltip title={enabled ? undefined : t('export-to-pr.disabled')}>
          <Button size="small" disabled={!enabled} onClick={() => setOpen(true)}>
            {t('export-to-pr.button')}
          </Button>
        </Tooltip>
        <ExportDialog open={open} lines={selected} lockBudgetDepartment={lockBudgetDepartment} onClose={() => setOpen(false)} onExported={onExported} />
      </>
    );
  };
}
