/** Spec 2 section 5: a multi-language text holds at most 60 characters in Chinese, 120 in other languages. */
export const MULTI_LANGUAGE_MAX_LENGTH_ZH = 60;
export const MULTI_LANGUAGE_MAX_LENGTH = 120;

/** The most characters a text in `language` (a code such as zh_CN or en_US) may have. */
export function multiLanguageLimit(language: string): number {
  return language.startsWith('zh') ? MULTI_LANGUAGE_MAX_LENGTH_ZH : MULTI_LANGUAGE_MAX_LENGTH;
}

/** Spec 1 section 9: a personal table customisation is reused for an hour before it is asked again. */
export const PERSONAL_TABLE_CACHE_MS = 60 * 60_000;
