import { contributeMessages, type CoreFeature } from '../core-feature';
import { personalTablesModule } from './module';

/** Personal table customisation (column order, width, visibility), for core's tables and plugins' through the SDK hook. */
export const personalTablesFeature: CoreFeature = {
  name: 'personal-tables',
  module: personalTablesModule,
  contribute(ctx) {
    contributeMessages(ctx, 'personal-tables', () => import('./personal-tables-messages.en'), () => import('./personal-tables-messages.zh'));
  },
};
