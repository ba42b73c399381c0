import { contributeMessages, type CoreFeature } from '../core-feature';

/**
 * The texts of the domain rules' message keys, so a tenant can reword any of them; each language's
 * come with core's other texts of that language, not in the first download.
 */
export const domainMessagesFeature: CoreFeature = {
  name: 'domain-messages',
  contribute(ctx) {
    contributeMessages(ctx, 'domain', () => import('./domain-messages.en'), () => import('./domain-messages.zh'));
  },
};
