import type { TokenService } from './auth/token-service';
import type { RedirectPolicy } from './auth/redirect-policy';
import type { SessionCache } from './auth/session-cache';
import type { Db } from './db/db';
import type { FieldSchemas } from './features/fields/field-schemas';
import type { AttachmentStorage } from './features/attachments/attachment-storage';
import type { LoadedServerPlugin } from './plugins';

/** What every route module reaches through `app.mall`. */
export interface ServerContext {
  readonly db: Db;
  /** Available once the server is ready (the signing secret may come from the database). */
  tokens(): TokenService;
  readonly redirectPolicy: RedirectPolicy;
  /** Recently confirmed sessions; evict a user's after changing their row. */
  readonly sessions: SessionCache;
  /** Each tenant's field schema (core's merged with its plugin's), which schema-carrying writes are checked against. */
  readonly fieldSchemas: FieldSchemas;
  /** Where attachment bytes are stored (a folder under DATA_DIR by default). */
  readonly attachmentStorage: AttachmentStorage;
  /** The tenant packages' server entries (their import templates, for instance). */
  readonly serverPlugins: readonly LoadedServerPlugin[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mall: ServerContext;
  }
}

export type { TokenService };
