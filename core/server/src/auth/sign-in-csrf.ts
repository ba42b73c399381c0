import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from './redirect-policy';

/**
 * CSRF defence of the sign-in form (issue 21 item 10): a double-submit token and an origin check.
 * The sign-in page sets a random token in a SameSite=Strict, HttpOnly cookie and repeats it in a
 * hidden field; the post must carry both, equal. Another site can neither read the field nor make
 * the browser send the cookie with its cross-site post, and its post names its own origin.
 */
export const CSRF_COOKIE = 'mall_signin_csrf';
export const CSRF_FIELD = 'csrf_token';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A cookie of the request by name (the sign-in page reads two: its CSRF token and the chosen language). */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The token for the page being rendered: the browser's current one, else a new one set as a cookie. */
export function signInToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieValue(request, CSRF_COOKIE);
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${CSRF_COOKIE}=${token}; Path=/oauth; HttpOnly; SameSite=Strict${secure}`);
  return token;
}

/**
 * Whether the post comes from the mall's own sign-in page: Origin (else Referer), when the
 * browser sends one, is the mall's origin, and the field's token equals the cookie's.
 */
export function isSameSiteSignIn(request: FastifyRequest, fieldToken: string | undefined): boolean {
  const own = requestOrigin(request);
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  if (origin !== undefined) {
    if (origin !== own) return false;
  } else if (referer !== undefined) {
    let refererOrigin: string | undefined;
    try {
      refererOrigin = new URL(referer).origin;
    } catch {
      return false;
    }
    if (refererOrigin !== own) return false;
  }
  const cookie = cookieValue(request, CSRF_COOKIE);
  if (!cookie || !fieldToken || !TOKEN.test(cookie) || cookie.length !== fieldToken.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(fieldToken));
}
