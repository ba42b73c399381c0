import { HttpClientToken, type HttpClient, type Locale } from '@mall/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { inject, injectable } from 'inversify';
import { TYPES } from '../tokens';
import type { I18n } from './i18n';

/** Changes the buyer's language here and on the server, so the next session starts in it. */
export interface LanguageSwitcher {
  switchTo(locale: Locale): Promise<void>;
}

export const LanguageSwitcherToken = Symbol.for('mall.LanguageSwitcher');

/** Kept apart from {@link I18n} because the HTTP client translates its errors through I18n. */
@injectable()
export class LanguageSwitcherImpl implements LanguageSwitcher {
  constructor(
    @inject(TYPES.I18n) private readonly i18n: I18n,
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(TYPES.QueryClient) private readonly queries: Pick<QueryClient, 'invalidateQueries'>,
  ) {}

  async switchTo(locale: Locale): Promise<void> {
    await this.http.request('PUT', '/iam/hzero/v1/users/default-language', { query: { language: locale } });
    await this.i18n.setLocale(locale);
    // The server answers in the user's saved language: what the page shows from it (the home's
    // groups and bulletins, the hot keywords, messages) is asked for again, or it would stay in
    // the old language beside the new labels.
    await this.queries.invalidateQueries();
  }
}
