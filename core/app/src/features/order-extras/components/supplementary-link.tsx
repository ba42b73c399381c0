import type { MallOrder } from '@mall/domain';
import type { OrderActionProps, OrderLineCellProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { OrderExtrasServiceToken } from '../order-extras-service';
import { hasSupplementaryInfo } from '../supplementary-rules';
import { lazyWhenOpen } from '../../../shell/lazy-component';
import type { SupplementaryDrawerProps } from './supplementary-drawer';

// The panel (forms, attachment list) is fetched on the first click.
const SupplementaryDrawer = lazyWhenOpen<SupplementaryDrawerProps>(() => import('./supplementary-drawer').then((m) => m.SupplementaryDrawer));

/** The order's supplementary information; the orders of one page are fetched in one call. */
function useExtraInfo(order: MallOrder) {
  const api = useService(OrderExtrasServiceToken);
  const { mallContext } = useMallRuntime();
  const channel = mallContext().channel;
  // Under 'my-orders', so the page's refresh after an order change reloads it too.
  return useQuery({ queryKey: ['my-orders', 'extra-info', channel, order.poHeaderId], queryFn: () => api.extraInfo(order.poHeaderId, channel) }).data;
}

function Link({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" type="link" onClick={onOpen}>
      {t('order-extras.supplementary.link')}
    </Button>
  );
}

/** 'Supplementary information' of the order's header, shown only when there is some to show. */
export function HeaderSupplementaryLink({ order }: OrderActionProps) {
  const info = useExtraInfo(order);
  const [open, setOpen] = useState(false);
  if (!info || !hasSupplementaryInfo(info)) return null;
  return (
    <>
      <Link onOpen={() => setOpen(true)} />
      <SupplementaryDrawer open={open} onClose={() => setOpen(false)} info={info} orderCode={order.orderCode} />
    </>
  );
}

/** 'Supplementary information' of one order line, shown only when the line has some to show. */
export function LineSupplementaryLink({ order, line }: OrderLineCellProps) {
  const info = useExtraInfo(order);
  const [open, setOpen] = useState(false);
  const extra = info?.lineList.find((l) => l.poLineId === line.poLineId);
  if (!info || !extra || !hasSupplementaryInfo(info, extra)) return null;
  return (
    <>
      <Link onOpen={() => setOpen(true)} />
      <SupplementaryDrawer open={open} onClose={() => setOpen(false)} info={info} line={extra} orderCode={order.orderCode} />
    </>
  );
}
