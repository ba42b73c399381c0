import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './spa-fallback';

/**
 * The Content Security Policy of the app and the sign-in page (issue 21 item 4).
 * - script-src 'self': only the built bundle runs; no inline script, no 'unsafe-eval'.
 * - style-src 'self' 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time
 *   (and the sign-in and cashier pages carry one inline <style>). A nonce would need index.html
 *   rendered per response and threaded through antd's ConfigProvider into every tenant chunk;
 *   inline style cannot run script, and script-src stays strict, so styles are allowed inline.
 * - img-src adds data: and blob: for antd's inline icons and locally previewed uploads.
 * - frame-ancestors 'none': no page of the mall can be framed (clickjacking of the sign-in form).
 * - form-action 'self': forms post only to the mall (the sign-in page widens it to its checked
 *   redirect origin, since form-action also covers the redirect that follows the post).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as a header value, with `form-action` widened by `formTargets` (origins). */
export function contentSecurityPolicy(formTargets: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'form-action' ? formTargets : [])].join(' '))
    .join('; ');
}

/**
 * Security headers on every answer (helmet: CSP, X-Frame-Options DENY, nosniff, ...), and
 * `Cache-Control: no-store` on API answers, which carry user data or a token, unless a route
 * chose its own caching.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const directives = Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]]));
  app.register(helmet, {
    // No defaults: helmet's default policy adds upgrade-insecure-requests, which breaks plain http.
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    // Browsers ignore it over http; over https it keeps later visits on https.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
