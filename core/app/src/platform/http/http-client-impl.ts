import { inject, injectable } from 'inversify';
import type { AppConfig } from '../app-config';
import type { Monitor, Navigator, Notifier } from '../feedback';
import type { I18n } from '../i18n/i18n';
import type { TokenStore } from '../session/token-store';
import { TYPES } from '../tokens';
import { buildUrl } from './build-url';
import type { CoreHttpClient, CoreRequestOptions } from './core-request-options';
import { takeEarly } from './early-calls';
import { presentFailedAnswer, presentNetworkFailure, presentProgramError, presentStatus, type CatalogueContext } from './error-catalogue';
import { HttpError } from './http-error';
import { requestHeaders } from './request-headers';
import { RequestScope, RequestScopeToken } from './request-scope';

export { REQUEST_ID_HEADER } from './request-headers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The HTTP client of spec 1 section 7: gateway base, `{org}` scoping, Bearer token, request
 * id, JSON bodies; every failure is presented by the error catalogue of section 8 and then
 * rejected as an {@link HttpError}.
 */
@injectable()
export class HttpClientImpl implements CoreHttpClient {
  constructor(
    @inject(TYPES.AppConfig) private readonly config: AppConfig,
    @inject(TYPES.TokenStore) private readonly tokens: TokenStore,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(TYPES.Navigator) private readonly navigator: Navigator,
    @inject(TYPES.Monitor) private readonly monitor: Monitor,
    @inject(TYPES.I18n) private readonly i18n: I18n,
    @inject(RequestScopeToken) private readonly scope: RequestScope,
  ) {}

  async request<T>(method: Method, path: string, options: CoreRequestOptions = {}): Promise<T> {
    const ctx = this.context(options);
    let url: string;
    try {
      url = buildUrl(this.config.apiBase, path, this.scope.organizationId, options.query);
    } catch (cause) {
      const error = new HttpError({ kind: 'program', status: 0, message: messageOf(cause), cause });
      presentProgramError(ctx, error);
      throw error;
    }
    let response: Response;
    try {
      response = await this.send(method, url, options);
    } catch (cause) {
      // Cancelled by the caller (a page left): nobody waits for an answer, so nothing is shown or reported.
      if (options.signal?.aborted) throw new HttpError({ kind: 'aborted', status: 0, message: 'aborted', cause });
      const error = new HttpError({ kind: 'network', status: 0, message: this.i18n.t('http.networkError'), cause });
      presentNetworkFailure(ctx, error);
      throw error;
    }
    if (response.status === 204) return undefined as T;
    let body: unknown;
    try {
      if (options.readAs === 'blob' && response.ok) return (await response.blob()) as T;
      body = await readBody(response);
    } catch (cause) {
      if (options.signal?.aborted) throw new HttpError({ kind: 'aborted', status: response.status, message: 'aborted', cause });
      const error = new HttpError({ kind: 'program', status: response.status, message: messageOf(cause), cause });
      presentProgramError(ctx, error);
      throw error;
    }
    if (!response.ok) {
      const error = new HttpError({ kind: 'status', status: response.status, message: serverMessage(body) ?? '', code: serverCode(body), body });
      if (options.present !== false) presentStatus(ctx, error);
      throw error;
    }
    if (isFailedAnswer(body)) {
      const error = new HttpError({
        kind: 'failed',
        status: response.status,
        message: serverMessage(body) ?? '',
        code: serverCode(body),
        type: typeof body.type === 'string' ? body.type : undefined,
        body,
      });
      presentFailedAnswer(ctx, error);
      throw error;
    }
    return body as T;
  }

  /**
   * One fetch bounded by the timeout and the caller's signal. A GET that got no answer is sent
   * again after each of the configured pauses (reading twice changes nothing); a write never is,
   * since the server may have applied it. Only the last failure reaches the error catalogue.
   */
  private async send(method: Method, url: string, options: CoreRequestOptions): Promise<Response> {
    const pauses = method === 'GET' ? this.config.getRetryDelaysMs : [];
    // A call the page sent before the app loaded (the session's first calls) is taken over, not sent again.
    const early = options.signal ? undefined : await takeEarly(method, url, this.tokens.accessToken());
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(this.config.requestTimeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        if (attempt === 0 && early) return await early.answer;
        return await fetch(url, { method, headers: requestHeaders(this.tokens.accessToken(), options.body), body: encodeBody(options.body), signal });
      } catch (cause) {
        const pause = pauses[attempt];
        if (options.signal?.aborted || pause === undefined) throw cause;
        await sleep(pause, options.signal);
      }
    }
  }

  private context(options: CoreRequestOptions): CatalogueContext {
    const { notifier, navigator, monitor, i18n, tokens, config } = this;
    return { notifier, navigator, monitor, i18n, tokens, config, options };
  }
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const json = (response.headers.get('Content-Type') ?? '').includes('json');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (json) throw error;
    return text;
  }
}

function isFailedAnswer(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && (body as { failed?: unknown }).failed === true;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function serverCode(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null) {
    const { code } = body as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
