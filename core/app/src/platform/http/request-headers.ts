export const REQUEST_ID_HEADER = 'H-Request-Id';

/** The headers of every API call (spec 1 section 7): JSON, a fresh request id, the Bearer token. */
export function requestHeaders(token: string | undefined, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(REQUEST_ID_HEADER, globalThis.crypto.randomUUID());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}
