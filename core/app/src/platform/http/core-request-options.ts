import type { HttpClient, HttpRequestOptions } from '@mall/sdk';

/** Core's options beyond the SDK's: what the error catalogue may need from the caller. */
export interface CoreRequestOptions extends HttpRequestOptions {
  /**
   * false: reject with the HttpError without showing or navigating anything, for callers that
   * present the error themselves (session start). Monitoring still gets its reports.
   */
  readonly present?: boolean;
  /**
   * 'blob': a successful answer is read as a Blob (a spreadsheet download) instead of text or
   * JSON; a failed answer is still read and presented as usual.
   */
  readonly readAs?: 'blob';
}

/** The HttpClient as core calls it; plugin code sees only the SDK's {@link HttpClient}. */
export interface CoreHttpClient extends HttpClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: CoreRequestOptions): Promise<T>;
}
