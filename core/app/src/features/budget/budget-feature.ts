import { CoreIds, cartFooterSlot, messages } from '@mall/sdk';
import type { CartFooterSlotProps } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { budgetModule } from './module';
import { lazyComponent } from '../../shell/lazy-component';

// The batch link (and through it the cart store) is fetched with the cart page, not the entry.
const BatchBudgetLink = lazyComponent<CartFooterSlotProps>(() => import('./components/batch-budget-link').then((m) => m.BatchBudgetLink));

/** Budget allocation of cart lines: core's BudgetApi, the panel texts and the batch link in the cart footer. */
export const budgetFeature: CoreFeature = {
  name: 'budget',
  module: budgetModule,
  contribute(ctx) {
    // Core dogfoods its own slot: a tenant may replace or disable CoreIds.budget.batchLink.
    ctx.contribute(cartFooterSlot, { id: CoreIds.budget.batchLink, component: BatchBudgetLink });
    ctx.contribute(
      messages,
      { id: 'core.messages.budget.en', locale: 'en_US', load: () => import('./budget-messages.en') },
      { id: 'core.messages.budget.zh', locale: 'zh_CN', load: () => import('./budget-messages.zh') },
    );
  },
};
