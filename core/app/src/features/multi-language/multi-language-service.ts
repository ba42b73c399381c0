import { HttpClientToken, defineServiceToken, type HttpClient, type MultiLanguageText } from '@mall/sdk';
import { inject, injectable } from 'inversify';

/** A language the tenant has (`tenant-languages/list`). */
export interface TenantLanguage {
  readonly code: string;
  readonly name: string;
}

/** Tenant languages and the kept texts of a record's field (spec 2 section 7 `multi-language`). */
export interface MultiLanguageService {
  languages(signal?: AbortSignal): Promise<TenantLanguage[]>;
  texts(fieldName: string, recordToken: string, signal?: AbortSignal): Promise<MultiLanguageText[]>;
  save(fieldName: string, recordToken: string, values: Readonly<Record<string, string>>): Promise<MultiLanguageText[]>;
}

export const MultiLanguageServiceToken = defineServiceToken<MultiLanguageService>('MultiLanguageService');

@injectable()
export class MultiLanguageServiceImpl implements MultiLanguageService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  languages(signal?: AbortSignal): Promise<TenantLanguage[]> {
    return this.http.request<TenantLanguage[]>('GET', '/hpfm/v1/{org}/tenant-languages/list', { signal });
  }

  texts(fieldName: string, recordToken: string, signal?: AbortSignal): Promise<MultiLanguageText[]> {
    return this.http.request<MultiLanguageText[]>('GET', '/hpfm/v1/multi-language', { query: { fieldName, _token: recordToken }, signal });
  }

  save(fieldName: string, recordToken: string, values: Readonly<Record<string, string>>): Promise<MultiLanguageText[]> {
    const body = { fieldName, _token: recordToken, values: Object.entries(values).map(([code, value]) => ({ code, value })) };
    return this.http.request<MultiLanguageText[]>('POST', '/hpfm/v1/multi-language', { body });
  }
}
