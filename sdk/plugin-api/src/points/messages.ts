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
 * Translations for one locale loaded when the mall first shows that locale, so a buyer downloads
 * only the texts of the language they read: `load: () => import('./messages.zh')`, a module whose
 * default export is the texts. The mall waits for them before it shows its pages, and a language
 * switch loads the new language's texts before it switches. Merged in contribution order with the
 * plain {@link MessagesContribution}s, as if given at once.
 * @public
 */
export interface MessagesLoaderContribution extends Contribution {
  readonly locale: Locale;
  readonly load: () => Promise<{ readonly default: Readonly<Record<string, string>> }>;
}

/**
 * A `messages` contribution: the texts at once, or a loader of them.
 * @public
 */
export type AnyMessagesContribution = MessagesContribution | MessagesLoaderContribution;

/**
 * The texts a `messages` contribution gives at once; `{}` for a loader, whose texts are known only
 * once loaded. For tools and tests that read contributions.
 * @public
 */
export function givenMessages(contribution: AnyMessagesContribution): Readonly<Record<string, string>> {
  return 'messages' in contribution ? contribution.messages : {};
}

/**
 * `messages`: translations per locale.
 * @public
 */
export const messages = defineExtensionPoint<AnyMessagesContribution>('messages', {
  merge: 'aggregate',
  description: "Translations per locale, merged over core's catalogue; a tenant rewords a core message by giving the same key. A loader keeps a language's texts out of the first download until that language is shown.",
  contract: '{ id, order?, locale: "zh_CN" | "en_US", messages: { key: text } } or { id, order?, locale, load: () => import(\'./messages.zh\') }',
});
