import formbody from '@fastify/formbody';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { oauthRoutes, type OAuthRoutesOptions } from './auth/oauth-routes';
import { redirectPolicyFromEnv, type RedirectPolicy } from './auth/redirect-policy';
import { SessionCache } from './auth/session-cache';
import { installSessionHook } from './auth/session-hook';
import { loadTokenSecret, TokenService } from './auth/token-service';
import { installRequestClock } from './db/bounded-queue';
import type { Db } from './db/db';
import { features } from './features';
import { FieldSchemas } from './features/fields/field-schemas';
import { folderStorageFor, type AttachmentStorage } from './features/attachments/attachment-storage';
import { installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installNotFound } from './http/spa-fallback';
import { collectRoutes, type RouteEntry } from './http/route-table';
import { registerPluginRoutes, type LoadedServerPlugin } from './plugins';
import type { ServerContext } from './server-context';

export interface CreateServerOptions {
  db: Db;
  /** A built SPA to serve, falling back to index.html for non-API GET paths. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to TOKEN_SECRET, else a secret generated once and kept in the database. */
  tokenSecret?: string;
  /** Access-token lifetime; TOKEN_TTL_SECONDS or 12 hours. */
  tokenTtlSeconds?: number;
  redirectPolicy?: RedirectPolicy;
  /** How long a confirmed session is reused without a query (SESSION_CACHE_MS, 5000; 0 turns it off). */
  sessionCacheMs?: number;
  /** Server entries of the tenant packages (`loadServerPlugins`); their routes serve only their tenants. */
  serverPlugins?: readonly LoadedServerPlugin[];
  /** Sign-in throttling: per-address limit and per-account lock settings (tests inject a clock). */
  signIn?: OAuthRoutesOptions;
  /** Attachment bytes; default a folder (ATTACHMENT_DIR, else a temporary one: `npm start` passes DATA_DIR's). */
  attachmentStorage?: AttachmentStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its schema: the source of the generated route tests. */
    routeTable: RouteEntry[];
  }
}

/** The mall gateway with every route registered, not listening (tests use `inject`). */
export function createServer(options: CreateServerOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 5 * 1024 * 1024 });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  let tokens: TokenService | undefined;
  const context: ServerContext = {
    db: options.db,
    tokens: () => {
      if (!tokens) throw new Error('token service used before the server is ready');
      return tokens;
    },
    redirectPolicy: options.redirectPolicy ?? redirectPolicyFromEnv(),
    sessions: new SessionCache(options.sessionCacheMs ?? Number(process.env.SESSION_CACHE_MS ?? 5000)),
    fieldSchemas: new FieldSchemas(options.serverPlugins ?? []),
    attachmentStorage: options.attachmentStorage ?? folderStorageFor(),
    serverPlugins: options.serverPlugins ?? [],
  };
  app.decorate('mall', context);
  app.decorate('routeTable', collectRoutes(app));
  installRequestClock(app); // first hook: the database queue orders and bounds work by request age
  installErrorHandler(app);
  installSecurityHeaders(app);
  installSessionHook(app, options.db, context.tokens, context.sessions);

  app.register(async () => {
    const secret = await loadTokenSecret(options.db, options.tokenSecret ?? process.env.TOKEN_SECRET);
    tokens = new TokenService(secret, options.tokenTtlSeconds ?? Number(process.env.TOKEN_TTL_SECONDS ?? 43200));
  });
  app.register(formbody);
  app.register(oauthRoutes, options.signIn ?? {});
  for (const feature of features) app.register(feature.routes);
  registerPluginRoutes(app, options.serverPlugins ?? [], options.db);
  installNotFound(app, options.staticDir);
  return app;
}
