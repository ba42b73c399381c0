import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  /** Fastify path, e.g. `/hpfm/v1/:org/lovs/value`. */
  url: string;
  schema: FastifySchema | undefined;
  public: boolean;
}

/** Records routes as they are registered (HEAD twins left out). */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema, public: route.config?.public === true });
    }
  });
  return routes;
}
