import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { multiLanguageMessagesEn, multiLanguageMessagesZh } from './multi-language-messages';
import { multiLanguageModule } from './module';

/** The multi-language edit modal (spec 2), bound to the SDK's token for any page that edits a translated text. */
export const multiLanguageFeature: CoreFeature = {
  name: 'multi-language',
  module: multiLanguageModule,
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.multi-language.en', locale: 'en_US', messages: multiLanguageMessagesEn },
      { id: 'core.messages.multi-language.zh', locale: 'zh_CN', messages: multiLanguageMessagesZh },
    );
  },
};
