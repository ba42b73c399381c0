import { messages } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import type { CoreFeature } from '../core-feature';
import { costAllocationMessagesEn, costAllocationMessagesZh } from './cost-allocation-messages';
import { CostAllocationServiceImpl, CostAllocationServiceToken } from './cost-allocation-service';

/** The cost allocation side panel of a cart line; the cart shows its link per line. */
export const costAllocationFeature: CoreFeature = {
  name: 'cost-allocation',
  module: new ContainerModule(({ bind }) => {
    bind(CostAllocationServiceImpl).toSelf().inSingletonScope();
    bind(CostAllocationServiceToken.id).toService(CostAllocationServiceImpl);
  }),
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.cost-allocation.en', locale: 'en_US', messages: costAllocationMessagesEn },
      { id: 'core.messages.cost-allocation.zh', locale: 'zh_CN', messages: costAllocationMessagesZh },
    );
  },
};
