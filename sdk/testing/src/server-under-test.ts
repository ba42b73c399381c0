import { signIn as signInTo, testServer, type TestServer } from '@mall/server/testing';

/** One answer of the in-process gateway. */
export interface ServerAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/** A demo user signed in to the in-process gateway; `{org}` in paths is their organisation. */
export interface ServerCaller {
  readonly user: { readonly id: number; readonly organizationId: number; readonly tenantId: number; readonly tenantNum: string; readonly companyId: number; readonly loginName: string };
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { query?: Record<string, string | number>; body?: unknown }): Promise<ServerAnswer<T>>;
}

/** The reference gateway in process, with every tenant package's server entry, on a private database copy. */
export interface ServerUnderTest {
  signIn(loginName: string): Promise<ServerCaller>;
  /** Runs SQL against the test's database copy, to look at what a call stored. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Starts the gateway as `npm start` would (migrated, seeded with the demo, tenant server entries
 * loaded) on a clone of the test database, so a test's writes stay its own.
 */
export async function startServer(): Promise<ServerUnderTest> {
  const server: TestServer = await testServer({ clone: true });
  return {
    async signIn(loginName) {
      const signed = await signInTo(server.app, loginName);
      return {
        user: signed.user,
        async call(method, path, options = {}) {
          const url = path.replace('{org}', String(signed.user.organizationId));
          const response = await server.app.inject({ method, url, query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined, headers: signed.auth, ...(options.body === undefined ? {} : { payload: options.body as object }) });
          const text = response.body;
          return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as never };
        },
      };
    },
    query: (sql, params) => server.db.query(sql, params),
    close: () => server.close(),
  };
}
