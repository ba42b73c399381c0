import type { Locale } from '@mall/sdk';
import type { ConfigProviderProps } from 'antd';

/** antd's locale object, as the ConfigProvider takes it. */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** Translation for the app: core's catalogue with plugin `messages` merged over it. */
export interface I18n {
  /** The current locale; zh_CN unless the buyer chose otherwise. */
  readonly locale: Locale;
  /**
   * antd's locale object for the ConfigProvider, following {@link locale}; undefined (antd's own
   * English) until that locale's pack has loaded with its texts.
   */
  readonly antdLocale: AntdLocale | undefined;
  /** Text of a message key, `{name}` placeholders filled from params; the key itself when missing. */
  t(key: string, params?: Readonly<Record<string, string | number>>): string;
  /** Whether a key has text in the current locale (or the fallback). */
  exists(key: string): boolean;
  /** Switches the locale and remembers it in this browser. */
  setLocale(locale: Locale): Promise<void>;
  /** Starts in the signed-in user's language unless this browser has a chosen one; not remembered. */
  adoptUserLanguage(language: string | undefined): Promise<void>;
  /** Merges messages over what the locale already has; a later call wins on the same key. */
  addMessages(locale: Locale, messages: Readonly<Record<string, string>>): void;
  /**
   * Takes `source` as where each locale's texts come from (the `messages` contributions): loads
   * the current locale's now, and any other locale's before {@link setLocale} or
   * {@link adoptUserLanguage} switch to it. Resolves when the current locale's texts are merged.
   */
  useMessages(source: MessageSource): Promise<void>;
}

/** Every text bundle of one locale, in the order they are merged (later wins). */
export type MessageSource = (locale: Locale) => Promise<readonly Readonly<Record<string, string>>[]>;

export const LOCALES: readonly Locale[] = ['zh_CN', 'en_US'];

/** The language pickers' options: each language named in itself, whatever the page's language. */
export const LOCALE_OPTIONS: readonly { value: Locale; label: string }[] = LOCALES.map((l) => ({ value: l, label: l === 'zh_CN' ? '简体中文' : 'English' }));
export const DEFAULT_LOCALE: Locale = 'zh_CN';
/** localStorage key of the buyer's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'mall.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language last chosen in this browser, if any (storage may be refused). */
export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** i18next's plural suffixes (CLDR categories): a language has the ones its counts need. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/**
 * One language's texts for the keys of another's (a feature's zh file typed by its en file). A
 * count's plural forms are each language's own (English `key_one` and `key_other`, Chinese one form
 * under the plain key), so they stand for the key they belong to.
 */
export type TextsFor<T> = Record<PluralBase<Extract<keyof T, string>>, string>;
