import { SIGN_IN_LANGUAGE_COOKIE } from '@mall/domain';
import type { Locale } from '@mall/sdk';
import i18next, { type i18n as I18next } from 'i18next';
import { injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_STORAGE_KEY, storedLocale, type AntdLocale, type I18n, type MessageSource } from './i18n';
import { LOCALE_PACKS, type LocalePack } from './locale-pack';
import { enUS } from './messages/en-US';
import { zhCN } from './messages/zh-CN';

/**
 * One i18next instance per container, so two mounted malls (or two tests) never share a
 * language. Keys are flat ('http.forbidden'), so i18next's key and namespace separators are
 * off; placeholders are `{name}` as in the spec's messages.
 */
@injectable()
export class I18nImpl implements I18n {
  locale: Locale;
  antdLocale: AntdLocale | undefined = undefined;
  /** The i18next instance, for react-i18next's `I18nextProvider`. */
  readonly instance: I18next;
  private source: MessageSource | undefined;
  /** The loads of each locale's texts from {@link source} under way or done, and the locales done. */
  private readonly loads = new Map<Locale, Promise<void>>();
  private readonly loaded = new Set<Locale>();
  /** Each locale's antd and dayjs pack: its load under way or done, and the packs loaded (never reset: they do not depend on the source). */
  private readonly packLoads = new Map<Locale, Promise<void>>();
  private readonly packs = new Map<Locale, LocalePack>();

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
    makeObservable<I18nImpl, 'applyLocale'>(this, { locale: observable, antdLocale: observableRef, applyLocale: action, addLocalePacks: action });
    if (storedLocale()) rememberForSignIn(this.locale);
  }

  t(key: string, params?: Readonly<Record<string, string | number>>): string {
    return this.instance.t(key, { ...params, lng: this.locale });
  }

  exists(key: string): boolean {
    return this.instance.exists(key, { lng: this.locale });
  }

  async setLocale(locale: Locale): Promise<void> {
    const texts = this.loadLocale(locale);
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
    const texts = this.loadLocale(language);
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
    return this.loadLocale(this.locale) ?? Promise.resolve();
  }

  /**
   * Takes language packs given at once (a stage, a story or a test, which renders at once where
   * the mall waits for its loads); the shown locale's applies now.
   */
  addLocalePacks(packs: Partial<Record<Locale, LocalePack>>): void {
    for (const [locale, pack] of Object.entries(packs) as [Locale, LocalePack][]) this.packs.set(locale, pack);
    this.applyLocale(this.locale);
  }

  /** The locale's texts and its antd and dayjs pack, loaded in parallel; undefined when both are in. */
  private loadLocale(locale: Locale): Promise<void> | undefined {
    const loads = [this.loadMessages(locale), this.loadPack(locale)].filter((load) => load !== undefined);
    return loads.length ? Promise.all(loads).then(() => undefined) : undefined;
  }

  /** Loads the locale's pack once (again after a failure); applied at once if it is the shown locale's. */
  private loadPack(locale: Locale): Promise<void> | undefined {
    if (this.packs.has(locale)) return undefined;
    let load = this.packLoads.get(locale);
    if (!load) {
      load = LOCALE_PACKS[locale]().then((module) => {
        this.packs.set(locale, module.default);
        if (locale === this.locale) this.applyLocale(locale);
      });
      this.packLoads.set(locale, load);
      void load.catch(() => {
        if (this.packLoads.get(locale) === load) this.packLoads.delete(locale);
      });
    }
    return load;
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
    // Until the pack is in, antd speaks its own English (the router waits for the texts, and so
    // for the pack, before any page renders).
    const pack = this.packs.get(locale);
    this.antdLocale = pack?.antd;
    // dayjs's locale is global (one mall per page): without it a zh_CN date picker showed
    // '2026年 Nov' and English weekdays beside '今天'.
    pack?.useDates();
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

