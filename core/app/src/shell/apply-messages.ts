import { messages } from '@mall/sdk';
import type { I18n } from '../platform/i18n';
import type { PluginHost } from '../platform/plugin-host';

/** Merges every `messages` contribution over core's catalogue, in contribution order. */
export function applyMessages(i18n: I18n, host: PluginHost): void {
  for (const contribution of host.get(messages)) i18n.addMessages(contribution.locale, contribution.messages);
}
