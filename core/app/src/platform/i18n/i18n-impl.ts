import { SIGN_IN_LANGUAGE_COOKIE } from '@mall/domain';
import type { Locale } from '@mall/sdk';
import enUSAntd from 'antd/es/locale/en_US';
import zhCNAntd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18next } from 'i18next';
import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_STORAGE_KEY, storedLocale, type AntdLocale, type I18n, type MessageSource } from './i18n';
import { enUS } from './messages/en-US';
import { zhCN } from './messages/zh-CN';

const antdLocales: Record<Locale, AntdLocale> = { zh_CN: zhCNAntd, en_US: enUSAntd };
/** dayjs's name of each locale: antd's date pickers take month and weekday names from dayjs, not from antd's locale. */
export const DAYJS_LOCALES: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en' };

/**
 * One i18next instance per container, so two mounted malls (or two tests) never share a
 * language. Keys are flat ('http.forbidden'), so i18next's key and namespace separators are
 * off; placeholders are `{name}` as in the spec's messages.
 */
@injectable()
export class I18nImpl implements I18n {
  locale: Locale;
  /** The i18next instance, for react-i18next's `I18nextProvider`. */
  readonly instance: I18next;
  private source: MessageSource | undefined;
  /** The loads of each locale's texts from {@link source} under way or done, and the locales done. */
  private readonly loads = new Map<Locale, Promise<void>>();
  private readonly loaded = new Set<Locale>();

  constructor() {
    this.locale = storedLocale() ?? DEFAULT_LOCALE;
    this.instance = i18next.createInstance();
    void this.instance.init({
      lng: this.locale,
      fallbackLng: DEFAULT_LOCALE,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      resources: { zh_CN: { translation: { ...zhCN } }, en_US: { translation: { ...enUS } } },
    });
    makeObservable<I18nImpl, 'applyLocale'>(this, { locale: observable, applyLocale: action });
    dayjs.locale(DAYJS_LOCALES[this.locale]);
    if (storedLocale()) rememberForSignIn(this.locale);
  }

  get antdLocale(): AntdLocale {
    return antdLocales[this.locale];
  }

  t(key: string, params?: Readonly<Record<string, string | number>>): string {
    return this.instance.t(key, { ...params, lng: this.locale });
  }

  exists(key: string): boolean {
    return this.instance.exists(key, { lng: this.locale });
  }

  async setLocale(locale: Locale): Promise<void> {
    const texts = this.loadMessages(locale);
    if (texts) await texts;
    await this.instance.changeLanguage(locale);
    this.applyLocale(locale);
    rememberForSignIn(locale);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
    }
  }

  async adoptUserLanguage(language: string | undefined): Promise<void> {
    if (storedLocale() || !isLocale(language) || language === this.locale) return;
    const texts = this.loadMessages(language);
    if (texts) await texts;
    await this.instance.changeLanguage(language);
    this.applyLocale(language);
  }

  addMessages(locale: Locale, messages: Readonly<Record<string, string>>): void {
    this.instance.addResourceBundle(locale, 'translation', messages, true, true);
  }

  useMessages(source: MessageSource): Promise<void> {
    this.source = source;
    this.loads.clear();
    this.loaded.clear();
    return this.loadMessages(this.locale) ?? Promise.resolve();
  }

  /**
   * Merges `locale`'s texts from the source once; undefined when there is nothing to wait for, so
   * a switch to a loaded language happens at once. A failed load is tried again on the next call;
   * a load overtaken by a newer source merges nothing (the newer one holds the same and more).
   */
  private loadMessages(locale: Locale): Promise<void> | undefined {
    const source = this.source;
    if (!source || this.loaded.has(locale)) return undefined;
    let load = this.loads.get(locale);
    if (!load) {
      load = source(locale).then((bundles) => {
        if (this.source !== source) return;
        for (const bundle of bundles) this.addMessages(locale, bundle);
        this.loaded.add(locale);
      });
      this.loads.set(locale, load);
      void load.catch(() => {
        if (this.loads.get(locale) === load) this.loads.delete(locale);
      });
    }
    return load;
  }

  private applyLocale(locale: Locale): void {
    this.locale = locale;
    // dayjs's locale is global (one mall per page): without it a zh_CN date picker showed
    // '2026年 Nov' and English weekdays beside '今天'.
    dayjs.locale(DAYJS_LOCALES[locale]);
  }
}

/**
 * The provider's sign-in page is served without the app's script, so it cannot read the chosen
 * language from localStorage: a cookie of the same name tells it (before the browser's
 * Accept-Language), and a buyer signed out in English signs in again in English.
 */
function rememberForSignIn(locale: Locale): void {
  if (typeof document !== 'undefined') document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

