import { contributeMessages, type CoreFeature } from '../core-feature';
import { costAllocationModule } from './module';

/** The cost allocation side panel of a cart line; the cart shows its link per line. */
export const costAllocationFeature: CoreFeature = {
  name: 'cost-allocation',
  module: costAllocationModule,
  contribute(ctx) {
    contributeMessages(ctx, 'cost-allocation', () => import('./cost-allocation-messages.en'), () => import('./cost-allocation-messages.zh'));
  },
};
