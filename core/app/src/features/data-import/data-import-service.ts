import type { ImportBatchInfo, ImportRowInfo, ImportStatusReply, ImportTemplate } from '@mall/domain';
import { IMPORT_HASH_MB, IMPORT_SLICE_MB, IMPORT_SLICE_THREADS } from '@mall/domain';
import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreHttpClient } from '../../platform/http/core-request-options';

export interface ImportPage<T> {
  readonly number: number;
  readonly size: number;
  readonly totalElements: number;
  readonly content: readonly T[];
}

export interface ImportStatus extends ImportStatusReply {
  readonly failedCount?: number;
}

/** The import calls of spec 2 section 7; column-based templates on import/data, business-object ones on import/data/model. */
export interface DataImportService {
  template(code: string, signal?: AbortSignal): Promise<ImportTemplate>;
  templateFile(code: string): Promise<Blob>;
  /** Sends the file (in 5 MB slices, 3 at a time, when larger than one slice); the batch number. */
  upload(file: File, code: string, model: boolean, param: Record<string, unknown>, progress: (loaded: number, total: number) => void, signal: AbortSignal): Promise<string>;
  validate(code: string, batch: string, model: boolean, autoExecute: boolean): Promise<unknown>;
  status(batch: string, model: boolean): Promise<ImportStatus | undefined>;
  rows(batch: string, query: { sheetIndex?: number; failedOnly?: boolean; page?: number; size?: number }): Promise<ImportPage<ImportRowInfo>>;
  correct(batch: string, edits: readonly { _id: number; _data: Record<string, string> }[]): Promise<ImportRowInfo[]>;
  history(code: string, page: number): Promise<ImportPage<ImportBatchInfo>>;
  failureFile(batch: string): Promise<Blob>;
}

export const DataImportServiceToken = defineServiceToken<DataImportService>('DataImportService');

const BASE = '/himp/v1/{org}';
const MB = 1024 * 1024;
const dataPath = (model: boolean) => `${BASE}/import/data${model ? '/model' : ''}`;

/** The slice identifier: the SHA-256 of the file's first 10 MB, its size and name (spec 2 section 5). */
async function sliceIdentifier(file: File): Promise<string> {
  const head = await file.slice(0, IMPORT_HASH_MB * MB).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', head));
  const hex = Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex}-${file.size}`;
}

@injectable()
export class DataImportServiceImpl implements DataImportService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  template(code: string, signal?: AbortSignal): Promise<ImportTemplate> {
    return this.http.request('GET', `${BASE}/template/info`, { query: { code }, signal, silent: true });
  }

  templateFile(code: string): Promise<Blob> {
    return (this.http as CoreHttpClient).request('GET', `${BASE}/import/template/${encodeURIComponent(code)}/excel`, { readAs: 'blob' });
  }

  async upload(file: File, code: string, model: boolean, param: Record<string, unknown>, progress: (loaded: number, total: number) => void, signal: AbortSignal): Promise<string> {
    const slice = IMPORT_SLICE_MB * MB;
    if (file.size <= slice) {
      const form = new FormData();
      form.append('param', JSON.stringify(param));
      form.append('excel', file, file.name);
      const batch = await this.http.request<string>('POST', `${dataPath(model)}/data-upload`, { query: { templateCode: code }, body: form, signal, silent: true });
      progress(file.size, file.size);
      return String(batch);
    }
    const identifier = await sliceIdentifier(file);
    const total = Math.ceil(file.size / slice);
    // Slices the server already holds (an upload cut off earlier) are not sent again.
    const { uploaded } = await this.http.request<{ uploaded: number[] }>('POST', `${BASE}/import/slice/check`, { body: { identifier }, signal, silent: true });
    const held = new Set(uploaded);
    let loaded = [...held].reduce((sum, n) => sum + Math.min(slice, file.size - (n - 1) * slice), 0);
    progress(loaded, file.size);
    const queue = Array.from({ length: total }, (_v, i) => i + 1).filter((n) => !held.has(n));
    const sendNext = async (): Promise<void> => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const part = file.slice((n - 1) * slice, n * slice);
        const form = new FormData();
        form.append('identifier', identifier);
        form.append('chunkNumber', String(n));
        form.append('file', part, file.name);
        await this.http.request('POST', `${BASE}/import/slice/upload`, { body: form, signal, silent: true });
        loaded += part.size;
        progress(loaded, file.size);
      }
    };
    await Promise.all(Array.from({ length: IMPORT_SLICE_THREADS }, sendNext));
    return String(
      await this.http.request<string>('POST', `${BASE}/import/slice/combine`, {
        body: { identifier, totalChunks: total, fileName: file.name, templateCode: code, param: JSON.stringify(param) },
        signal,
        silent: true,
      }),
    );
  }

  validate(code: string, batch: string, model: boolean, autoExecute: boolean): Promise<unknown> {
    return this.http.request('POST', `${dataPath(model)}/data-validate`, { query: { templateCode: code, batch, autoExecute } });
  }

  status(batch: string, model: boolean): Promise<ImportStatus | undefined> {
    return this.http.request('GET', `${dataPath(model)}/status`, { query: { batch } });
  }

  rows(batch: string, query: { sheetIndex?: number; failedOnly?: boolean; page?: number; size?: number }): Promise<ImportPage<ImportRowInfo>> {
    return this.http.request('GET', `${BASE}/import/data`, { query: { batch, ...query } });
  }

  correct(batch: string, edits: readonly { _id: number; _data: Record<string, string> }[]): Promise<ImportRowInfo[]> {
    return this.http.request('PUT', `${BASE}/import/data`, { query: { batch }, body: edits });
  }

  history(code: string, page: number): Promise<ImportPage<ImportBatchInfo>> {
    return this.http.request('GET', `${BASE}/import/manager`, { query: { templateCode: code, page, size: 10 } });
  }

  failureFile(batch: string): Promise<Blob> {
    return (this.http as CoreHttpClient).request('GET', `${BASE}/import/manager/export/excel`, { query: { batch }, readAs: 'blob' });
  }
}
