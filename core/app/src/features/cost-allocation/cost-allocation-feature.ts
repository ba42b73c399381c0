import { contributeMessages, type CoreFeature } from '../core-feature';
import { costAllocationModule } from './module';
import { costAllocationMessagesEn, costAllocationMessagesZh } from './cost-allocation-messages';

/** The cost allocation side panel of a cart line; the cart shows its link per line. */
export const costAllocationFeature: CoreFeature = {
  name: 'cost-allocation',
  module: costAllocationModule,
  contribute(ctx) {
    contributeMessages(ctx, 'cost-allocation', costAllocationMessagesEn, costAllocationMessagesZh);
  },
};
