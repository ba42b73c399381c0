import { HttpClientToken, defineServiceToken } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreHttpClient } from '../../platform/http/core-request-options';
import type { LookupRecord } from './lookup-service';

/** A column of a lookup view's table; `dataType` SWITCH shows yes/no (spec 2). */
export interface LovViewColumn {
  readonly title: string;
  readonly dataIndex: string;
  readonly width?: number;
  readonly dataType?: string;
}

/** A field of a lookup view's query form: INT, DATE, DATETIME, SELECT (over `sourceCode`), else text. */
export interface LovViewQueryField {
  readonly label: string;
  readonly field: string;
  readonly dataType?: string;
  /** The value set of a SELECT field. */
  readonly sourceCode?: string;
}

/** `GET /hpfm/v1/{org}/lov-view/info`: what the lookup dialog shows and where it queries. */
export interface LovView {
  readonly viewCode: string;
  readonly viewName: string;
  readonly lovCode: string;
  readonly valueField: string;
  readonly displayField: string;
  /** The organisation already filled in by the server. */
  readonly queryUrl: string;
  readonly pageSize: number;
  readonly childrenFieldName?: string;
  readonly tableFields: readonly LovViewColumn[];
  readonly queryFields: readonly LovViewQueryField[];
}

/** One page of a view's query (`page` zero-based, spec 2 section 5). */
export interface LovViewPage {
  readonly content: readonly LookupRecord[];
  readonly totalElements: number;
}

/**
 * Lookup views: their description and their paged query. Failures are not presented by the
 * HTTP client: the dialog says 'Value set view not defined' or 'Query error' in place.
 */
export interface LovViewService {
  info(viewCode: string, signal?: AbortSignal): Promise<LovView>;
  query(view: LovView, params: Readonly<Record<string, string | number | undefined>>, signal?: AbortSignal): Promise<LovViewPage>;
}

export const LovViewServiceToken = defineServiceToken<LovViewService>('LovViewService');

@injectable()
export class LovViewServiceImpl implements LovViewService {
  constructor(@inject(HttpClientToken.id) private readonly http: CoreHttpClient) {}

  info(viewCode: string, signal?: AbortSignal): Promise<LovView> {
    return this.http.request<LovView>('GET', '/hpfm/v1/{org}/lov-view/info', { query: { viewCode }, signal, present: false });
  }

  async query(view: LovView, params: Readonly<Record<string, string | number | undefined>>, signal?: AbortSignal): Promise<LovViewPage> {
    const answer = await this.http.request<LookupRecord[] | { content?: LookupRecord[]; totalElements?: number } | undefined>('GET', view.queryUrl, {
      query: params,
      signal,
      present: false,
    });
    // A view's URL may answer a bare list (an unpaged set) or a page.
    if (Array.isArray(answer)) return { content: answer, totalElements: answer.length };
    return { content: answer?.content ?? [], totalElements: answer?.totalElements ?? answer?.content?.length ?? 0 };
  }
}
