import { contributeMessages, type CoreFeature } from '../core-feature';
import { addressMessagesEn, addressMessagesZh } from './address-messages';
import { addressModule } from './module';

/** Receiving addresses: the list, the create/edit drawer, and their service and store. */
export const addressFeature: CoreFeature = {
  name: 'address',
  module: addressModule,
  contribute(ctx) {
    contributeMessages(ctx, 'address', addressMessagesEn, addressMessagesZh);
  },
};
