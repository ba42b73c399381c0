import { enUS, zhCN } from '@mall/domain';
import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';

/** The texts of the domain rules' message keys, so a tenant can reword any of them. */
export const domainMessagesFeature: CoreFeature = {
  name: 'domain-messages',
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.domain.zh', locale: 'zh_CN', messages: zhCN },
      { id: 'core.messages.domain.en', locale: 'en_US', messages: enUS },
    );
  },
};
