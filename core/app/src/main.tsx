import { defaultAppConfig } from './platform/app-config';
import { DEFAULT_LOCALE, storedLocale } from './platform/i18n/i18n';
import { startEarlySession } from './platform/session/early-session';

// The session's first calls leave now, while the app's code (index.html preloads all of it,
// see vite-preload-boot.ts) downloads and evaluates; the session store takes their answers over.
startEarlySession(defaultAppConfig, window.location);
// Core's texts of the language last chosen here (one chunk) download beside them too: the app's
// loaders of them (applyMessages) then find them loaded instead of fetching after the app starts.
const texts = {
  zh_CN: import.meta.glob(['./features/*/*-messages.zh.ts', './shell/messages.zh.ts']),
  en_US: import.meta.glob(['./features/*/*-messages.en.ts', './shell/messages.en.ts']),
};
for (const load of Object.values(texts[storedLocale() ?? DEFAULT_LOCALE])) void load().catch(() => undefined);
void import('./boot').then(({ boot }) => boot(defaultAppConfig));
