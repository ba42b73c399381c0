import rateLimit from '@fastify/rate-limit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGN_IN_LANGUAGE_COOKIE } from '@mall/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { requestLanguage } from '../http/error-handler';
import { translate } from '../http/messages';
import { contentSecurityPolicy } from '../http/security-headers';
import { renderLoginPage, type LoginPageModel } from './login-page';
import { verifyPassword } from './password';
import { hasControlCharacters, requestOrigin, resolveRedirect, tokenRedirect } from './redirect-policy';
import { bearerToken, sessionOf } from './session-hook';
import { cookieValue, isSameSiteSignIn, signInToken } from './sign-in-csrf';
import { SignInThrottle, type SignInThrottleSettings } from './sign-in-throttle';

const AuthorizeQuery = Type.Object({
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
  response_type: Type.Optional(Type.String({ maxLength: 20 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
});

const LoginBody = Type.Object({
  loginName: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: 200 }),
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
  // Optional in the schema so that a post without it is refused with its own message (403).
  csrf_token: Type.Optional(Type.String({ maxLength: 100 })),
});

const LogoutQuery = Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 4000 })) });

interface LoginRow {
  id: number;
  tenantId: number;
  organizationId: number;
  passwordHash: string;
}

export interface OAuthRoutesOptions {
  /** Per-account throttle of failed sign-ins (see sign-in-throttle.ts). */
  throttle?: Partial<SignInThrottleSettings>;
  /** Sign-in posts one client address may make per minute (SIGN_IN_PER_ADDRESS_PER_MINUTE, 30). */
  perAddressPerMinute?: number;
}

/** The authorization provider: sign-in page, form post, logout (spec 1 sections 4 and 7). */
export const oauthRoutes: FastifyPluginAsyncTypebox<OAuthRoutesOptions> = async (app, options) => {
  const { db, redirectPolicy } = app.mall;
  const throttle = new SignInThrottle(db, options.throttle);
  // A flood from one address is stopped here, per gateway, before any password is checked; the
  // per-account count lives in the database (SignInThrottle) so several gateways share it.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new ApiError(429, 'oauth.login.throttled', { seconds: Math.ceil(context.ttl / 1000) }),
  });

  /** A refused client, redirect or post is shown as text, never followed. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, key: string, params: Record<string, string> = {}) =>
    reply.status(status).type('text/plain; charset=utf-8').send(translate(key, requestLanguage(request), params));

  /** The redirect target when client and address are acceptable; otherwise the refusal is sent. */
  const checkClient = (request: FastifyRequest, reply: FastifyReply, clientId: string, redirectUri: string) => {
    // Checked before anything else so that a CR/LF can never reach a header (issue 21 item 2).
    if (hasControlCharacters(redirectUri)) return { refused: refuse(request, reply, 400, 'oauth.redirect.malformed') };
    if (!redirectPolicy.clientIds.includes(clientId)) return { refused: refuse(request, reply, 400, 'oauth.client.invalid', { clientId }) };
    const target = resolveRedirect(redirectUri, requestOrigin(request), redirectPolicy);
    if (!target) return { refused: refuse(request, reply, 400, 'oauth.redirect.invalid') };
    return { target };
  };

  /** The sign-in form; form-action also admits the checked redirect's origin, which the post redirects to. */
  const sendForm = (request: FastifyRequest, reply: FastifyReply, status: number, target: URL, model: Omit<LoginPageModel, 'language' | 'csrfToken'>) => {
    const own = requestOrigin(request);
    reply.header('content-security-policy', contentSecurityPolicy(target.origin === own ? [] : [target.origin]));
    // The language the buyer chose in the mall (its cookie), else the browser's.
    const chosen = cookieValue(request, SIGN_IN_LANGUAGE_COOKIE);
    const language = chosen === 'en_US' || chosen === 'zh_CN' ? chosen : requestLanguage(request);
    const page = renderLoginPage({ ...model, language, csrfToken: signInToken(request, reply) });
    return reply.status(status).type('text/html; charset=utf-8').send(page);
  };

  app.get('/oauth/oauth/authorize', { config: { public: true }, schema: { querystring: AuthorizeQuery } }, async (request, reply) => {
    const { client_id: clientId, redirect_uri: redirectUri } = request.query;
    const { refused, target } = checkClient(request, reply, clientId, redirectUri);
    if (!target) return refused;
    return sendForm(request, reply, 200, target, { clientId, redirectUri });
  });

  app.post(
    '/oauth/login',
    {
      config: {
        public: true,
        // After validation, so that a throttled answer can show the form again with its fields.
        rateLimit: { max: options.perAddressPerMinute ?? Number(process.env.SIGN_IN_PER_ADDRESS_PER_MINUTE ?? 30), timeWindow: 60_000, hook: 'preHandler' },
      },
      schema: { body: LoginBody },
      errorHandler: (error, request, reply) => {
        if (!(error instanceof ApiError && error.status === 429)) throw error;
        const body = request.body as { loginName: string; client_id: string; redirect_uri: string };
        const { refused, target } = checkClient(request, reply, body.client_id, body.redirect_uri);
        if (!target) return refused;
        const model = { clientId: body.client_id, redirectUri: body.redirect_uri, loginName: body.loginName, errorKey: error.code, errorParams: error.params };
        return sendForm(request, reply, 429, target, model);
      },
    },
    async (request, reply) => {
      const { loginName, password, client_id: clientId, redirect_uri: redirectUri, csrf_token: csrfToken } = request.body;
      if (hasControlCharacters(redirectUri)) return refuse(request, reply, 400, 'oauth.redirect.malformed');
      // Before anything is looked up: a cross-site post must sign nobody in (issue 21 item 10).
      if (!isSameSiteSignIn(request, csrfToken)) return refuse(request, reply, 403, 'oauth.login.cross_site');
      const { refused, target } = checkClient(request, reply, clientId, redirectUri);
      if (!target) return refused;
      const account = loginName.trim();
      const throttled = (seconds: number) => {
        reply.header('retry-after', String(seconds));
        return sendForm(request, reply, 429, target, { clientId, redirectUri, loginName, errorKey: 'oauth.login.throttled', errorParams: { seconds } });
      };
      // A locked account is refused even with the right password, without checking it.
      const locked = await throttle.beginAttempt(account);
      if (locked > 0) return throttled(locked);
      const [user] = await db.query<LoginRow>(
        `select id, tenant_id as "tenantId", organization_id as "organizationId", password_hash as "passwordHash"
           from users where login_name = $1 and enabled_flag = 1`,
        [account],
      );
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        // This attempt was counted already; the one that used the last free failure locked the account.
        const lockSeconds = await throttle.lockedFor(account);
        if (lockSeconds > 0) return throttled(lockSeconds);
        return sendForm(request, reply, 401, target, { clientId, redirectUri, loginName, errorKey: 'oauth.login.failed' });
      }
      await throttle.reset(account);
      const issued = await app.mall.tokens().issue({ userId: user.id, tenantId: user.tenantId, organizationId: user.organizationId });
      return reply.redirect(tokenRedirect(target, issued.token, issued.expiresIn), 302);
    },
  );

  // Acknowledges even an unknown or expired token: the app clears its data either way.
  app.get('/oauth/logout', { config: { public: true }, schema: { querystring: LogoutQuery } }, async (request) => {
    const token = request.query.access_token ?? bearerToken(request);
    const session = token ? await sessionOf(db, app.mall.tokens(), token) : undefined;
    if (session) {
      app.mall.sessions.evictJti(session.jti);
      await db.query(
        `insert into revoked_tokens (jti, tenant_id, user_id, expires_at) values ($1, $2, $3, $4) on conflict (jti) do nothing`,
        [session.jti, session.tenantId, session.userId, session.expiresAt.toISOString()],
      );
      // Expired entries can go: an expired token fails on its signature check anyway.
      await db.query('delete from revoked_tokens where expires_at < now()');
    }
    return { success: true };
  });
};
