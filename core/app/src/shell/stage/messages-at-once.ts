import { messages, type Locale } from '@mall/sdk';
import { LOCALES, type I18n, type I18nImpl, type LocalePack } from '../../platform/i18n';
import type { PluginHost } from '../../platform/plugin-host';
import { applyMessages } from '../apply-messages';

// Every core text of both languages, and both languages' antd and dayjs packs, bundled in (the
// mall loads them per language instead).
const coreTexts = import.meta.glob<Readonly<Record<string, string>>>(['../../features/*/*-messages.{en,zh}.ts', '../messages.{en,zh}.ts'], { eager: true, import: 'default' });

const packs = import.meta.glob<LocalePack>('../../platform/i18n/locale-pack.{en,zh}.ts', { eager: true, import: 'default' });

/** Both languages' antd and dayjs packs, given before the stage's first render. */
export function localePacksAtOnce(i18n: I18nImpl): void {
  const of = (suffix: string) => Object.entries(packs).find(([path]) => path.endsWith(suffix))![1];
  i18n.addLocalePacks({ zh_CN: of('.zh.ts'), en_US: of('.en.ts') });
}

/** Core's texts of one language, all of them at once. */
export function coreTextsAtOnce(locale: Locale): Readonly<Record<string, string>> {
  const suffix = locale === 'zh_CN' ? '.zh.ts' : '.en.ts';
  return Object.assign({}, ...Object.entries(coreTexts).flatMap(([path, texts]) => (path.endsWith(suffix) ? [texts] : []))) as Record<string, string>;
}

/**
 * The texts of a stage (a story, a test): core's of both languages and the plugins' given at
 * once, merged before the first render, since a stage renders at once where the mall waits for
 * its loads; then the contributions become the source as in the mall (a language switch, a
 * plugin's loaded texts). A core messages contribution a plugin disables still shows here.
 */
export function applyMessagesAtOnce(i18n: I18n, host: PluginHost): Promise<void> {
  for (const locale of LOCALES) i18n.addMessages(locale, coreTextsAtOnce(locale));
  for (const contribution of host.get(messages)) if ('messages' in contribution) i18n.addMessages(contribution.locale, contribution.messages);
  return applyMessages(i18n, host);
}
