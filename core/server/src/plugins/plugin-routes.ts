import type { CartLine } from '@mall/domain';
import { ServerCallError } from '@mall/sdk/server';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/session-hook';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import { registerMessages } from '../http/messages';
import { requireCartLines, toCartLine } from '../features/cart/cart-line-row';
import { FieldChecker } from '../features/fields';
import { coerceBySchema } from './coerce-by-schema';
import { serverDbOf, serverSessionOf } from './server-call';
import type { LoadedServerPlugin } from './load-server-plugins';

export { serverDbOf };

/**
 * Serves each plugin's routes like a core feature's: the session hook authenticates and checks
 * `:org`, the schemas validate, and a caller whose tenant is not mapped to the plugin's package
 * gets the same 404 as for a path that does not exist, so a tenant's calls stay its own.
 */
export function registerPluginRoutes(app: FastifyInstance, plugins: readonly LoadedServerPlugin[], db: Db): void {
  for (const { definition, tenantCodes } of plugins) {
    if (definition.messages) registerMessages({ ...definition.messages });
    const allowed = new Set(tenantCodes);
    for (const route of definition.routes) {
      app.route({
        method: route.method,
        url: route.url,
        schema: { ...route.schema, summary: route.summary, tags: [definition.id] },
        preValidation: async (request) => {
          request.query = coerceBySchema(request.query, route.schema?.querystring);
          request.params = coerceBySchema(request.params, route.schema?.params);
        },
        handler: async (request) => {
          const session = requireSession(request);
          if (!allowed.has(session.tenantNum)) throw notFound();
          try {
            return await route.handler({
              session: serverSessionOf(session),
              params: (request.params ?? {}) as Record<string, unknown>,
              query: (request.query ?? {}) as Record<string, unknown>,
              body: request.body,
              db: serverDbOf(db),
              cartLines: async (cartIds) => (await requireCartLines(db, { tenantId: session.tenantId, organizationId: session.organizationId, userId: session.userId }, cartIds)).map((row) => toCartLine(row) as unknown as CartLine),
              checkFields: async (write, rows, options = {}) => {
                const checker = await FieldChecker.of(db, session, app.mall.fieldSchemas);
                if (write === 'budget-row') await checker.checkBudgetRows(rows, options.lines ?? [], options.batch ?? false);
                else await checker.checkRows(write, rows, options.only);
              },
            });
          } catch (error) {
            if (error instanceof ServerCallError) throw new ApiError(error.status, error.code, { ...error.params });
            throw error;
          }
        },
      });
    }
  }
}
