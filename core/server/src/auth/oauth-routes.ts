import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/error-handler';
import { translate } from '../http/messages';
import { renderLoginPage } from './login-page';
import { verifyPassword } from './password';
import { isAllowedRedirect, tokenRedirect } from './redirect-policy';
import { bearerToken, sessionOf } from './session-hook';

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
});

const LogoutQuery = Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 4000 })) });

interface LoginRow {
  id: number;
  tenantId: number;
  organizationId: number;
  passwordHash: string;
}

/** The authorization provider: sign-in page, form post, logout (spec 1 sections 4 and 7). */
export const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, redirectPolicy } = app.mall;

  /** A refused client or redirect is shown as text, never followed. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, key: string, params: Record<string, string> = {}) =>
    reply.status(400).type('text/plain; charset=utf-8').send(translate(key, requestLanguage(request), params));

  const checkClient = (request: FastifyRequest, reply: FastifyReply, clientId: string, redirectUri: string) => {
    if (!redirectPolicy.clientIds.includes(clientId)) return refuse(request, reply, 'oauth.client.invalid', { clientId });
    if (!isAllowedRedirect(redirectUri, request.headers.host, redirectPolicy)) return refuse(request, reply, 'oauth.redirect.invalid');
    return undefined;
  };

  app.get('/oauth/oauth/authorize', { config: { public: true }, schema: { querystring: AuthorizeQuery } }, async (request, reply) => {
    const { client_id: clientId, redirect_uri: redirectUri } = request.query;
    const refused = checkClient(request, reply, clientId, redirectUri);
    if (refused) return refused;
    return reply.type('text/html; charset=utf-8').send(renderLoginPage({ language: requestLanguage(request), clientId, redirectUri }));
  });

  app.post('/oauth/login', { config: { public: true }, schema: { body: LoginBody } }, async (request, reply) => {
    const { loginName, password, client_id: clientId, redirect_uri: redirectUri } = request.body;
    const refused = checkClient(request, reply, clientId, redirectUri);
    if (refused) return refused;
    const [user] = await db.query<LoginRow>(
      `select id, tenant_id as "tenantId", organization_id as "organizationId", password_hash as "passwordHash"
         from users where login_name = $1 and enabled_flag = 1`,
      [loginName.trim()],
    );
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      const page = renderLoginPage({ language: requestLanguage(request), clientId, redirectUri, loginName, errorKey: 'oauth.login.failed' });
      return reply.status(401).type('text/html; charset=utf-8').send(page);
    }
    const issued = await app.mall.tokens().issue({ userId: user.id, tenantId: user.tenantId, organizationId: user.organizationId });
    return reply.redirect(tokenRedirect(redirectUri, issued.token, issued.expiresIn), 302);
  });

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
