import type { TokenService } from './auth/token-service';
import type { RedirectPolicy } from './auth/redirect-policy';
import type { SessionCache } from './auth/session-cache';
import type { Db } from './db/db';

/** What every route module reaches through `app.mall`. */
export interface ServerContext {
  readonly db: Db;
  /** Available once the server is ready (the signing secret may come from the database). */
  tokens(): TokenService;
  readonly redirectPolicy: RedirectPolicy;
  /** Recently confirmed sessions; evict a user's after changing their row. */
  readonly sessions: SessionCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    mall: ServerContext;
  }
}

export type { TokenService };
