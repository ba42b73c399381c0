import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../http/route-table';
import { validSample, wrongValues, type JsonSchema } from './schema-samples';
import { failedShape, signIn, type SignedIn } from './sign-in';
import { fingerprint, testServer, type TestServer } from './test-server';

// Suites generated from the registered routes: a new feature's routes are covered the moment
// they are registered.
let server: TestServer;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  owner = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
});
afterAll(() => server.close());

// Wildcard routes (static files) have no schema to generate from.
const routes = (app: FastifyInstance) => app.routeTable.filter((r) => !r.url.includes('*'));

/** The path with `:org` set and every other parameter filled from its schema's sample. */
function url(route: RouteEntry, org: number): string {
  const params = (route.schema?.params ? validSample(route.schema.params as JsonSchema) : {}) as Record<string, unknown>;
  return route.url.replace(/:(\w+)/g, (_whole, name: string) => (name === 'org' ? String(org) : String(params[name] ?? 1)));
}

interface Call {
  query?: Record<string, unknown>;
  payload?: unknown;
}

function validCall(route: RouteEntry): Call {
  const call: Call = {};
  if (route.schema?.querystring) call.query = validSample(route.schema.querystring as JsonSchema) as Record<string, unknown>;
  if (route.schema?.body) call.payload = validSample(route.schema.body as JsonSchema);
  return call;
}

const inject = (route: RouteEntry, org: number, call: Call, headers: Record<string, string>) =>
  server.app.inject({
    method: route.method as 'GET',
    url: url(route, org),
    query: call.query as Record<string, string>,
    ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
    headers,
  });

describe('route table', () => {
  it('registers the routes this suite covers', async () => {
    expect(routes(server.app).length).toBeGreaterThanOrEqual(19);
  });

  it('lists every registered route in core/server/README.md', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const documented = new Set([...readme.matchAll(/^\| (GET|POST|PUT|DELETE|PATCH) \| `([^`]+)`/gm)].map((m) => `${m[1]} ${m[2]!.replace('{org}', ':org')}`));
    const missing = routes(server.app).map((r) => `${r.method} ${r.url}`).filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it('answers 401 with the failed shape on every protected route without a token', async () => {
    for (const route of routes(server.app).filter((r) => !r.public)) {
      const response = await inject(route, owner.user.organizationId, validCall(route), {});
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 401 });
      expect(response.json()).toEqual(failedShape('error.unauthorized'));
    }
  });

  it("answers 403 and no data to another tenant's token on every {org} path", async () => {
    for (const route of routes(server.app).filter((r) => r.url.includes(':org'))) {
      const response = await inject(route, owner.user.organizationId, validCall(route), stranger.auth);
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 403 });
      expect(response.json()).toEqual(failedShape('error.forbidden'));
    }
  });

  it('answers the valid sample call of every route without a schema error or a 500 (the generator is sound)', async () => {
    for (const route of routes(server.app).filter((r) => !r.public)) {
      const response = await inject(route, owner.user.organizationId, validCall(route), owner.auth);
      const code = response.statusCode >= 400 ? (response.json() as { code?: string }).code : undefined;
      // A feature may still refuse the sample on business grounds; the schema must accept it.
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode < 500 ? 'ok' : response.statusCode, code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 'ok',
        code: code === 'error.validation' ? 'not error.validation' : code,
      });
    }
  });

  it('answers 400 (or 422) with the failed shape, and changes nothing, for missing or wrong-typed input on every route', async () => {
    const before = await fingerprint(server.db);
    let cases = 0;
    for (const route of routes(server.app)) {
      const base = validCall(route);
      const headers = route.public ? {} : owner.auth;
      const bad: Array<[string, Call]> = [];
      for (const part of ['querystring', 'body'] as const) {
        const schema = route.schema?.[part] as JsonSchema | undefined;
        if (!schema) continue;
        const key = part === 'body' ? 'payload' : 'query';
        if (schema.type !== 'object') {
          bad.push([`${part} of the wrong type`, { ...base, [key]: part === 'body' ? { not: 'an array' } : undefined }]);
          for (const value of wrongValues(schema.items ?? {}, false)) bad.push([`${part} item ${JSON.stringify(value)}`, { ...base, [key]: [value] }]);
          continue;
        }
        const sample = (base[key] ?? {}) as Record<string, unknown>;
        for (const field of schema.required ?? []) {
          const { [field]: _dropped, ...rest } = sample;
          bad.push([`missing ${part}.${field}`, { ...base, [key]: rest }]);
        }
        for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
          for (const value of wrongValues(fieldSchema, part === 'querystring')) {
            bad.push([`${part}.${field} = ${JSON.stringify(value).slice(0, 20)}`, { ...base, [key]: { ...sample, [field]: value } }]);
          }
        }
        if (part === 'body') bad.push(['no body', { query: base.query }]);
      }
      for (const [name, call] of bad) {
        const response = await inject(route, owner.user.organizationId, call, headers);
        // 400 from the schema, or 422 from a feature's own field validation.
        const status = response.statusCode === 422 ? 400 : response.statusCode;
        expect({ route: `${route.method} ${route.url}`, name, status }).toEqual({ route: `${route.method} ${route.url}`, name, status: 400 });
        expect(response.json()).toEqual(failedShape());
        cases += 1;
      }
    }
    expect(cases).toBeGreaterThan(40);
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('answers 404 with the failed shape for an unknown API path', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/smal/v1/nothing-here', headers: owner.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('error.not_found'));
  });
});
