import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { forbidden, unauthorized } from '../http/api-error';
import { toLanguage } from '../http/messages';
import type { Session } from './session';
import type { SessionCache } from './session-cache';
import type { TokenService } from './token-service';

interface SessionRow {
  userId: number;
  tenantId: number;
  tenantNum: string;
  organizationId: number;
  companyId: number;
  loginName: string;
  language: string;
  revoked: boolean;
}

/** The Bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : undefined;
  return match?.[1];
}

/** The session of a token: valid signature, not expired, not revoked, user still enabled and unchanged. */
export async function sessionOf(db: Db, tokens: TokenService, token: string): Promise<Session | undefined> {
  const claims = await tokens.verify(token);
  if (!claims) return undefined;
  const [row] = await db.query<SessionRow>(
    `select u.id as "userId", u.tenant_id as "tenantId", t.tenant_num as "tenantNum",
            u.organization_id as "organizationId", u.company_id as "companyId",
            u.login_name as "loginName", u.language,
            exists (select 1 from revoked_tokens r where r.jti = $2) as revoked
       from users u join tenants t on t.id = u.tenant_id
      where u.id = $1 and u.enabled_flag = 1`,
    [claims.userId, claims.jti],
    { name: 'session_of' },
  );
  if (!row || row.revoked || row.tenantId !== claims.tenantId || row.organizationId !== claims.organizationId) return undefined;
  const { revoked: _revoked, language, ...rest } = row;
  return { ...rest, language: toLanguage(language), jti: claims.jti, expiresAt: claims.expiresAt };
}

/**
 * Every route not marked `config: { public: true }` needs a Bearer token; its session is put
 * on `request.session`. A path's `:org` must be the caller's organisation, so no feature can
 * forget the cross-tenant check on the path.
 */
export function installSessionHook(app: FastifyInstance, db: Db, tokens: () => TokenService, cache: SessionCache): void {
  app.addHook('onRequest', async (request) => {
    // Unmatched paths fall through to the not-found handler (SPA fallback or a 404 answer).
    if (request.routeOptions.url === undefined || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    let session = token ? cache.get(token) : undefined;
    if (!session && token) {
      session = await sessionOf(db, tokens(), token);
      if (session) cache.set(token, session);
    }
    if (!session) throw unauthorized();
    request.session = session;
    const org = (request.params as { org?: string } | undefined)?.org;
    if (org !== undefined && org !== String(session.organizationId)) throw forbidden();
  });
}

/** The session of a protected route's request (the hook guarantees it). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
