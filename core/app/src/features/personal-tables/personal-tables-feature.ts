import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { personalTablesModule } from './module';
import { personalTablesMessagesEn, personalTablesMessagesZh } from './personal-tables-messages';

/** Personal table customisation (column order, width, visibility), for core's tables and plugins' through the SDK hook. */
export const personalTablesFeature: CoreFeature = {
  name: 'personal-tables',
  module: personalTablesModule,
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.personal-tables.en', locale: 'en_US', messages: personalTablesMessagesEn },
      { id: 'core.messages.personal-tables.zh', locale: 'zh_CN', messages: personalTablesMessagesZh },
    );
  },
};
