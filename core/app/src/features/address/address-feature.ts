import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { addressMessagesEn, addressMessagesZh } from './address-messages';
import { addressModule } from './module';

/** Receiving addresses: the list, the create/edit drawer, and their service and store. */
export const addressFeature: CoreFeature = {
  name: 'address',
  module: addressModule,
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.address.en', locale: 'en_US', messages: addressMessagesEn },
      { id: 'core.messages.address.zh', locale: 'zh_CN', messages: addressMessagesZh },
    );
  },
};
