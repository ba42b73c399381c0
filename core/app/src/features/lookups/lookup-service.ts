import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../platform/tokens';

/** One value of a value set, with whatever columns the set has (`value`, `meaning`, `levelNum`, ...). */
export type LookupRecord = Record<string, unknown>;

/** `lovs/data`'s query: the value set code and the set's own parameters. */
export type LookupQuery = Readonly<{ lovCode: string } & Record<string, string | number | undefined>>;

/**
 * Value sets (`GET /hpfm/v1/{org}/lovs/data`): the one place their answer is read, behind one
 * cache, so every field, filter and form asking for the same set shares one request.
 */
export interface LookupService {
  /** The set's values through the shared cache; a failure rejects (the HTTP client has said why). */
  records(query: LookupQuery): Promise<LookupRecord[]>;
  /** One call to the server, cancelled by `signal`; the cache calls it, callers use `records`. */
  load(query: LookupQuery, signal?: AbortSignal): Promise<LookupRecord[]>;
}

export const LookupServiceToken = defineServiceToken<LookupService>('LookupService');

/** Value sets change with configuration, not while a buyer shops: ten minutes of reuse. */
const LOOKUP_STALE_MS = 10 * 60_000;

/** The cache entry of one value set query; `useLookupRecords` and `records` share it. */
export function lookupQueryOptions(service: LookupService, query: LookupQuery) {
  return queryOptions({
    queryKey: ['lovs/data', query] as const,
    queryFn: ({ signal }) => service.load(query, signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

@injectable()
export class LookupServiceImpl implements LookupService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(TYPES.QueryClient) private readonly queries: QueryClient,
  ) {}

  records(query: LookupQuery): Promise<LookupRecord[]> {
    return this.queries.fetchQuery(lookupQueryOptions(this, query));
  }

  async load(query: LookupQuery, signal?: AbortSignal): Promise<LookupRecord[]> {
    const answer = await this.http.request<LookupRecord[] | { content?: LookupRecord[] } | undefined>('GET', '/hpfm/v1/{org}/lovs/data', { query, signal });
    // The gateway answers a bare list, or a page when the set is paged.
    return Array.isArray(answer) ? answer : (answer?.content ?? []);
  }
}
