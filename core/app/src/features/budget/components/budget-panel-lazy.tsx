import { lazyWhenOpen } from '../../../shell/lazy-component';
import type { BudgetPanelProps } from './budget-panel';

/**
 * The budget panel (antd Table, DatePicker, Upload, Tree, Progress) fetched on its first
 * opening: the cart's budget links render in the entry, the panel never does.
 */
export const LazyBudgetPanel = lazyWhenOpen<BudgetPanelProps>(() => import('./budget-panel').then((m) => m.BudgetPanel));
