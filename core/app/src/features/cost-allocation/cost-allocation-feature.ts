import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { costAllocationModule } from './module';
import { costAllocationMessagesEn, costAllocationMessagesZh } from './cost-allocation-messages';

/** The cost allocation side panel of a cart line; the cart shows its link per line. */
export const costAllocationFeature: CoreFeature = {
  name: 'cost-allocation',
  module: costAllocationModule,
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.cost-allocation.en', locale: 'en_US', messages: costAllocationMessagesEn },
      { id: 'core.messages.cost-allocation.zh', locale: 'zh_CN', messages: costAllocationMessagesZh },
    );
  },
};
