import type { Language } from '../http/messages';

/** Who is calling, read from the access token and confirmed against the database. */
export interface Session {
  userId: number;
  tenantId: number;
  tenantNum: string;
  organizationId: number;
  companyId: number;
  loginName: string;
  language: Language;
  /** Token id, so logout can revoke exactly this token. */
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook on every non-public route. */
    session?: Session;
  }
  interface FastifyContextConfig {
    /** Route answers without a token (sign-in page, logout, static files). */
    public?: boolean;
  }
}
