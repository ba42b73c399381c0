import type { FastifyRequest } from 'fastify';

/** Which OAuth clients and redirect targets the sign-in page accepts. */
export interface RedirectPolicy {
  clientIds: readonly string[];
  /** Extra origins besides loopback hosts and the server's own host. */
  origins: readonly string[];
}

export function redirectPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): RedirectPolicy {
  const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return {
    clientIds: list(env.OAUTH_CLIENT_IDS).length ? list(env.OAUTH_CLIENT_IDS) : ['mall-pc'],
    origins: list(env.OAUTH_REDIRECT_ORIGINS),
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The mall's own origin as the browser addressed it, e.g. `http://localhost:8080`. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** Control characters (CR, LF, TAB, NUL...) never belong in an address and must not reach a header. */
export const hasControlCharacters = (text: string) =>
  [...text].some((c) => {
    const code = c.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/**
 * The redirect target as the browser will read it, or undefined when it must be refused.
 * An open redirect would hand the access token to any site, so the target is parsed with the
 * WHATWG URL parser (the browser's own) against the mall's origin and its origin compared:
 * `/\evil`, `/<TAB>/evil` and `//a@evil` all resolve to another origin here exactly as they
 * would in the browser. Allowed: the mall's own origin, a loopback address (development), or a
 * configured origin. Credentials in the address are refused outright.
 */
export function resolveRedirect(target: string, ownOrigin: string | undefined, policy: RedirectPolicy): URL | undefined {
  if (hasControlCharacters(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, ownOrigin ?? 'invalid:');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const allowed = url.origin === ownOrigin || LOOPBACK.has(url.hostname) || policy.origins.includes(url.origin);
  return allowed ? url : undefined;
}

/** The same check for callers holding only the Host header (the cashier's return address): either scheme on that host. */
export function isAllowedRedirect(target: string, requestHost: string | undefined, policy: RedirectPolicy): boolean {
  const origins = requestHost ? [`http://${requestHost}`, `https://${requestHost}`] : [undefined];
  return origins.some((origin) => {
    let own: string | undefined;
    try {
      own = origin ? new URL(origin).origin : undefined;
    } catch {
      own = undefined;
    }
    return resolveRedirect(target, own, policy) !== undefined;
  });
}

/**
 * `redirect_uri#access_token=...&token_type=bearer&expires_in=...`, replacing any hash. Built
 * from the parsed address so the Location header carries exactly what was checked, percent-encoded.
 */
export function tokenRedirect(target: URL, token: string, expiresIn: number): string {
  const url = new URL(target.href);
  url.hash = new URLSearchParams({ access_token: token, token_type: 'bearer', expires_in: String(expiresIn) }).toString();
  return url.href;
}
