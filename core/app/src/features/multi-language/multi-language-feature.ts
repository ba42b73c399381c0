import { contributeMessages, type CoreFeature } from '../core-feature';
import { multiLanguageModule } from './module';

/** The multi-language edit modal (spec 2), bound to the SDK's token for any page that edits a translated text. */
export const multiLanguageFeature: CoreFeature = {
  name: 'multi-language',
  module: multiLanguageModule,
  contribute(ctx) {
    contributeMessages(ctx, 'multi-language', () => import('./multi-language-messages.en'), () => import('./multi-language-messages.zh'));
  },
};
