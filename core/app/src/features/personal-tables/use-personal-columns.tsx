import type { PersonalColumn, PersonalColumns } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useService } from '../../shell/services-context';
import { applyLayout } from './apply-layout';
import { lazyComponent } from '../../shell/lazy-component';
import { PersonalTableServiceToken, personalTableQuery } from './personal-table-service';

// The settings drawer (checkboxes, widths, drag order) comes with the first table that offers it.
// Until then its row keeps the small button's height (24 px), so the table does not move down
// when the button arrives (Lighthouse counted that shift on the cart).
const ColumnSettings = lazyComponent(
  () => import('./components/column-settings').then((m) => m.ColumnSettings),
  <span aria-hidden style={{ display: 'inline-block', height: 24 }} />,
);

/**
 * A table's columns as the buyer arranged them (what `PersonalColumnsToken` is bound to, and
 * what core's own big tables use). Until the layout has loaded the columns show as designed.
 */
export function usePersonalColumnsImpl<C extends PersonalColumn>(code: string, columns: readonly C[]): PersonalColumns<C> {
  const service = useService(PersonalTableServiceToken);
  const { data: layout } = useQuery(personalTableQuery(service, code));
  const arranged = useMemo(() => applyLayout(columns, layout), [columns, layout]);
  return { columns: arranged, settings: <ColumnSettings code={code} columns={columns} layout={layout} service={service} /> };
}
