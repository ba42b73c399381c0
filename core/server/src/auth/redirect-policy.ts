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

/**
 * An open redirect would hand tokens to any site, so the target must be a path on this
 * server, a loopback address (development), the request's own host, or a configured origin.
 */
export function isAllowedRedirect(target: string, requestHost: string | undefined, policy: RedirectPolicy): boolean {
  if (target.startsWith('/') && !target.startsWith('//')) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return LOOPBACK.has(url.hostname) || url.host === requestHost || policy.origins.includes(url.origin);
}

/** `redirect_uri#access_token=...&token_type=bearer&expires_in=...`, replacing any hash. */
export function tokenRedirect(target: string, token: string, expiresIn: number): string {
  const base = target.split('#')[0];
  const hash = new URLSearchParams({ access_token: token, token_type: 'bearer', expires_in: String(expiresIn) });
  return `${base}#${hash.toString()}`;
}
