import { contributeMessages, type CoreFeature } from '../core-feature';
import { lookupsModule } from './module';

/**
 * Value sets (`lovs/data`) read in one place and cached once for every field that shows them,
 * and the generic lookup dialog over lookup views (`lov-view/info`), bound to the SDK's token.
 */
export const lookupsFeature: CoreFeature = {
  name: 'lookups',
  module: lookupsModule,
  contribute(ctx) {
    contributeMessages(ctx, 'lookups', () => import('./lookups-messages.en'), () => import('./lookups-messages.zh'));
  },
};
