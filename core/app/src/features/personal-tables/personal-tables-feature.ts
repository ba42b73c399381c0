import { contributeMessages, type CoreFeature } from '../core-feature';
import { personalTablesModule } from './module';
import { personalTablesMessagesEn, personalTablesMessagesZh } from './personal-tables-messages';

/** Personal table customisation (column order, width, visibility), for core's tables and plugins' through the SDK hook. */
export const personalTablesFeature: CoreFeature = {
  name: 'personal-tables',
  module: personalTablesModule,
  contribute(ctx) {
    contributeMessages(ctx, 'personal-tables', personalTablesMessagesEn, personalTablesMessagesZh);
  },
};
