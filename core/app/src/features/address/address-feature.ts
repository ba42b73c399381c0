import { contributeMessages, type CoreFeature } from '../core-feature';
import { addressModule } from './module';

/** Receiving addresses: the list, the create/edit drawer, and their service and store. */
export const addressFeature: CoreFeature = {
  name: 'address',
  module: addressModule,
  contribute(ctx) {
    contributeMessages(ctx, 'address', () => import('./address-messages.en'), () => import('./address-messages.zh'));
  },
};
