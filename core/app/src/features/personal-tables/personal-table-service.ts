import { PERSONAL_TABLE_CACHE_MS } from '@mall/domain';
import { HttpClientToken, defineServiceToken } from '@mall/sdk';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { inject, injectable } from 'inversify';
import type { CoreHttpClient } from '../../platform/http/core-request-options';
import type { SessionStore } from '../../platform/session/session-store';
import { TYPES } from '../../platform/tokens';

/** One column as the buyer arranged it; the array's order is the column order. */
export interface PersonalColumnLayout {
  readonly key: string;
  readonly width?: number;
  readonly hidden?: boolean;
}

/** A table's arrangement, kept as `dataJson` of `personal-tables`. */
export interface PersonalTableLayout {
  readonly columns: readonly PersonalColumnLayout[];
}

/**
 * Personal table customisations (spec 1 `personal-tables`): the caller's layout of a table,
 * reused for an hour; a site-level user (tenant 0) gets them for the session only.
 */
export interface PersonalTableService {
  layout(code: string, signal?: AbortSignal): Promise<PersonalTableLayout | undefined>;
  save(code: string, layout: PersonalTableLayout): Promise<void>;
}

export const PersonalTableServiceToken = defineServiceToken<PersonalTableService>('PersonalTableService');

/** The cache entry of one table's layout. */
export function personalTableQuery(service: PersonalTableService, code: string) {
  return queryOptions({
    queryKey: ['personal-tables', code] as const,
    queryFn: async ({ signal }) => (await service.layout(code, signal)) ?? null,
    staleTime: PERSONAL_TABLE_CACHE_MS,
  });
}

@injectable()
export class PersonalTableServiceImpl implements PersonalTableService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: CoreHttpClient,
    @inject(TYPES.SessionStore) private readonly session: SessionStore,
    @inject(TYPES.QueryClient) private readonly queries: QueryClient,
  ) {}

  async layout(code: string, signal?: AbortSignal): Promise<PersonalTableLayout | undefined> {
    if (this.session.user?.tenantId === 0) return undefined;
    // A layout is a convenience: when it cannot be read the table shows as designed, without a message.
    const answer = await this.http
      .request<{ dataJson?: string } | undefined>('GET', '/hpfm/v1/{org}/personal-tables', { query: { code }, signal, present: false })
      .catch(() => undefined);
    return answer?.dataJson ? parseLayout(answer.dataJson) : undefined;
  }

  async save(code: string, layout: PersonalTableLayout): Promise<void> {
    const user = this.session.user;
    // Spec 1 section 9: not persisted when the tenant is 0; the layout then lasts the session.
    if (user && user.tenantId !== 0) {
      await this.http.request('POST', '/hpfm/v1/{org}/personal-tables', { body: { code, tenantId: user.tenantId, userId: user.id, dataJson: JSON.stringify(layout) } });
    }
    this.queries.setQueryData(personalTableQuery(this, code).queryKey, layout);
  }
}

/** A kept layout read defensively: it was written by an older app, or by hand. */
function parseLayout(text: string): PersonalTableLayout | undefined {
  try {
    const value = JSON.parse(text) as { columns?: unknown };
    if (!Array.isArray(value.columns)) return undefined;
    const columns = value.columns
      .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null && typeof (c as { key?: unknown }).key === 'string')
      .map((c) => ({ key: c.key as string, width: typeof c.width === 'number' && c.width > 0 ? c.width : undefined, hidden: c.hidden === true }));
    return { columns };
  } catch {
    return undefined;
  }
}
