import { messages, type Locale } from '@mall/sdk';
import type { I18n } from '../platform/i18n';
import type { PluginHost } from '../platform/plugin-host';

/**
 * Makes the `messages` contributions the source of every locale's texts, merged over core's
 * catalogue in contribution order; resolves when the current locale's are in (a loader
 * contribution's texts download then, the other locale's only before a switch to it).
 */
export function applyMessages(i18n: I18n, host: PluginHost): Promise<void> {
  return i18n.useMessages((locale) => messagesOf(host, locale));
}

/** The texts of one locale's contributions, in contribution order; the loaders run in parallel. */
export function messagesOf(host: PluginHost, locale: Locale): Promise<Readonly<Record<string, string>>[]> {
  const own = host.get(messages).filter((c) => c.locale === locale);
  return Promise.all(own.map(async (c) => ('load' in c ? (await c.load()).default : c.messages)));
}
