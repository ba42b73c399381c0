import { HttpClientToken } from '@mall/sdk';
import { Container } from 'inversify';
import { defaultAppConfig, type AppConfig } from '../app-config';
import { MemoryNavigator, RecordingMonitor, RecordingNotifier, recordingFeedbackModule } from '../feedback';
import { FakeFetch } from '../http/fake-fetch';
import type { CoreHttpClient } from '../http/core-request-options';
import { httpModule } from '../http/module';
import { I18nImpl } from '../i18n/i18n-impl';
import { i18nModule } from '../i18n/module';
import { permissionsModule } from '../permissions/module';
import { queryModule } from '../query/module';
import { TYPES } from '../tokens';
import { sessionModule } from './module';
import type { SessionStore } from './session-store';
import type { TokenStore } from './token-store';

/**
 * The platform services over a fake `fetch` and recording feedback, for tests: the real HTTP
 * client, session store, permission checker and i18n; `fetch` is stubbed on globalThis.
 */
export function createPlatformTestContainer(options: { url?: string; config?: Partial<AppConfig> } = {}) {
  const container = new Container();
  // GETs are repeated as in the app, without the pauses, so a test of a failing call stays quick.
  container.bind(TYPES.AppConfig).toConstantValue({ ...defaultAppConfig, getRetryDelaysMs: [0, 0], ...options.config });
  container.load(recordingFeedbackModule, i18nModule, httpModule, queryModule, sessionModule, permissionsModule);
  const fake = new FakeFetch();
  vi.stubGlobal('fetch', fake.fetch);
  const navigator = container.get(MemoryNavigator);
  if (options.url) navigator.setUrl(options.url);
  return {
    container,
    fake,
    navigator,
    notifier: container.get(RecordingNotifier),
    monitor: container.get(RecordingMonitor),
    i18n: container.get(I18nImpl),
    http: container.get<CoreHttpClient>(HttpClientToken.id),
    tokens: container.get<TokenStore>(TYPES.TokenStore),
    session: container.get<SessionStore>(TYPES.SessionStore),
  };
}

/** Forgets cookies and storage between tests (jsdom keeps them for the whole file). */
export function clearBrowserStorage(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
