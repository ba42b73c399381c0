import type { Locale } from '@mall/sdk';
import type { AntdLocale } from './i18n';

/**
 * What antd and dayjs need of one language: antd's locale object for the ConfigProvider, and
 * dayjs's global locale, from which antd's date pickers take month and weekday names.
 */
export interface LocalePack {
  readonly antd: AntdLocale;
  /** Makes this language dayjs's global locale (one mall per page). */
  readonly useDates: () => void;
}

/**
 * Each language's pack downloads with core's texts of that language (the `messages-<lang>` chunk
 * of vite.config.ts), not in the first download: only the shown language is ever needed at start.
 */
export const LOCALE_PACKS: Record<Locale, () => Promise<{ default: LocalePack }>> = {
  zh_CN: () => import('./locale-pack.zh'),
  en_US: () => import('./locale-pack.en'),
};
