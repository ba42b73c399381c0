import { isVersionRange, isWithinOneMajor, type Locale, type AnyMessagesContribution, type MessagesContribution, type PluginDefinition } from '@mall/sdk';

/** The plugin id core registers as; it and ids under `core.` belong to core alone. */
export const CORE_PLUGIN_ID = 'core';

const LOCALES: readonly Locale[] = ['zh_CN', 'en_US'];

/** Whether `id` (a plugin's or a contribution's) is one of core's reserved names. */
export const isCoreId = (id: string): boolean => id === CORE_PLUGIN_ID || id.startsWith(`${CORE_PLUGIN_ID}.`);

/**
 * Why a plugin's `sdk` range cannot be checked against the mall, or undefined when it can.
 * Every alternative of the range must stay inside one major version (`^1.0.0`, `1.x`,
 * `>=1.2.0 <2.0.0`): a range like `*` or `>=1.0.0` would accept an SDK that breaks the plugin.
 */
export function sdkRangeProblem(definition: PluginDefinition): string | undefined {
  const range = definition.sdk;
  const fix = 'write a range within one major version, such as ^1.0.0';
  if (typeof range !== 'string' || !isVersionRange(range)) return `Plugin "${definition.id}" declares sdk "${String(range)}", which is not a semver range; ${fix}`;
  if (!isWithinOneMajor(range)) return `Plugin "${definition.id}" declares sdk "${range}", which does not name a major version of the SDK; ${fix}`;
  return undefined;
}

/**
 * Message keys a plugin gives in one locale and not in the other, per locale that lacks them.
 * Core's catalogue fills the gap at run time, so this is reported, not refused: the buyer of the
 * other locale would see core's wording or the bare key. Texts given by a loader are not known
 * before they load, so only the texts given at once are compared.
 */
export function missingMessageKeys(contributions: readonly AnyMessagesContribution[]): Partial<Record<Locale, string[]>> {
  const given = contributions.filter((c): c is MessagesContribution => 'messages' in c);
  const keysOf = (locale: Locale) => new Set(given.filter((c) => c.locale === locale).flatMap((c) => Object.keys(c.messages)));
  const byLocale = new Map(LOCALES.map((l) => [l, keysOf(l)]));
  const missing: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES) {
    const others = LOCALES.filter((l) => l !== locale).flatMap((l) => [...byLocale.get(l)!]);
    const lacking = [...new Set(others)].filter((k) => !byLocale.get(locale)!.has(k)).sort();
    if (lacking.length) missing[locale] = lacking;
  }
  return missing;
}
