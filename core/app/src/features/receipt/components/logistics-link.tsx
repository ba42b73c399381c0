import type { OrderLineCellProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { lazyWhenOpen } from '../../../shell/lazy-component';
import type { LogisticsDrawerProps } from './logistics-drawer';

// The logistics drawer (descriptions, timeline) is fetched on the first click.
const LogisticsDrawer = lazyWhenOpen<LogisticsDrawerProps>(() => import('./logistics-drawer').then((m) => m.LogisticsDrawer));

/** Lines whose logistics can be viewed (spec 2 section 4 "Order line"). */
const TRACKED = new Set(['FINISH', 'WAITING_RECEIVE']);

/** 'View logistics information' of an order line: FINISH or WAITING_RECEIVE lines, unless the hide list holds LOGISTICS. */
export function LogisticsLink({ order, line }: OrderLineCellProps) {
  const { t } = useTranslation();
  const { mallContext } = useMallRuntime();
  const [open, setOpen] = useState(false);
  if (!line.subStatus || !TRACKED.has(line.subStatus)) return null;
  if (mallContext().config.hideFieldList?.includes('LOGISTICS')) return null;
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>
        {t('logistics.link')}
      </Button>
      <LogisticsDrawer
        open={open}
        onClose={() => setOpen(false)}
        query={{ poSubHeaderId: order.poSubHeaderId, poSubNum: order.poSubNum, ecPlatformCode: order.ecPlatformCode, poLineId: line.poLineId }}
      />
    </>
  );
}
