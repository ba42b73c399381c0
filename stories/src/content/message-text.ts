import { coreTextsAtOnce, type PluginHost } from '@mall/core';
import { givenMessages, messages, type Locale, type MessageRef } from '@mall/sdk';

/** The locales every message is shown in, default first. */
export const catalogueLocales: readonly Locale[] = ['zh_CN', 'en_US'];

export type LocaleMessages = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/**
 * Every `messages` contribution of `host` merged per locale, later over earlier, as the app does;
 * core's texts (loaded per language in the mall) bundled in first.
 */
export function localeMessages(host: PluginHost): LocaleMessages {
  const merged: Record<Locale, Record<string, string>> = { zh_CN: { ...coreTextsAtOnce('zh_CN') }, en_US: { ...coreTextsAtOnce('en_US') } };
  for (const c of host.get(messages)) Object.assign(merged[c.locale], givenMessages(c));
  return merged;
}

/**
 * A message in one locale as the buyer reads it: `{placeholders}` filled, a `label` param read
 * as a message key (as core's field messages do). A key no catalogue holds is shown marked.
 */
export function messageText(catalogue: Readonly<Record<string, string>>, ref: MessageRef): string {
  const template = catalogue[ref.key];
  if (template === undefined) return `⚠ missing: ${ref.key}`;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ref.params?.[name];
    if (value === undefined) return whole;
    return name === 'label' && typeof value === 'string' ? (catalogue[value] ?? value) : String(value);
  });
}
