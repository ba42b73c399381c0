import { defineExtensionPoint, type Contribution } from '../extension-point';

/**
 * The locales of the mall; zh_CN is the default.
 * @public
 */
export type Locale = 'zh_CN' | 'en_US';

/**
 * Translations for one locale, merged over core's in contribution order (later wins).
 * @public
 */
export interface MessagesContribution extends Contribution {
  readonly locale: Locale;
  readonly messages: Readonly<Record<string, string>>;
}

/**
 * `messages`: translations per locale.
 * @public
 */
export const messages = defineExtensionPoint<MessagesContribution>('messages', {
  merge: 'aggregate',
  description: "Translations per locale, merged over core's catalogue; a tenant rewords a core message by giving the same key.",
  contract: '{ id, order?, locale: "zh_CN" | "en_US", messages: { key: text } }',
});
