import { contributeMessages, type CoreFeature } from '../core-feature';
import { multiLanguageMessagesEn, multiLanguageMessagesZh } from './multi-language-messages';
import { multiLanguageModule } from './module';

/** The multi-language edit modal (spec 2), bound to the SDK's token for any page that edits a translated text. */
export const multiLanguageFeature: CoreFeature = {
  name: 'multi-language',
  module: multiLanguageModule,
  contribute(ctx) {
    contributeMessages(ctx, 'multi-language', multiLanguageMessagesEn, multiLanguageMessagesZh);
  },
};
