export { I18nImpl } from './i18n-impl';
export { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, LOCALE_OPTIONS, isLocale } from './i18n';
export type { AntdLocale, I18n, MessageSource, TextsFor } from './i18n';
export type { LocalePack } from './locale-pack';
export { LanguageSwitcherImpl, LanguageSwitcherToken } from './language-switcher';
export type { LanguageSwitcher } from './language-switcher';
export { i18nModule } from './module';
export { enUS } from './messages/en-US';
export { zhCN } from './messages/zh-CN';
