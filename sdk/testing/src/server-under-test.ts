import { saveBudgetInMall, type BudgetRowInput, type MallBudgetSaveResult } from '@mall/core/testing';
import type { CartLine, PluginDefinition, UserConfig, UserInfo } from '@mall/sdk';
import { pgTestServer, signIn as signInTo, testServer, type TestServer } from '@mall/server/testing';
import { atPage } from './browser-page';

/** One answer of the in-process gateway. */
export interface ServerAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/** A demo user signed in to the in-process gateway; `{org}` in paths is their organisation. */
export interface ServerCaller {
  readonly user: { readonly id: number; readonly organizationId: number; readonly tenantId: number; readonly tenantNum: string; readonly companyId: number; readonly loginName: string };
  /** `headers` are sent beside the sign-in (for example the submit's `idempotency-key`). */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: { query?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> },
  ): Promise<ServerAnswer<T>>;
  /**
   * Saves budget rows on this buyer's cart lines exactly as the mall's budget panel does: core's
   * panel store and budget API (or the plugin's rebind of it), core's HTTP client and error
   * catalogue, with `plugin` (and the shared plugins it `uses`) registered over core; the calls
   * reach this gateway. A row the server refuses (an unknown lookup code, a missing required
   * field) fails here as it fails in the mall.
   */
  saveBudget(plugin: PluginDefinition | undefined, request: BudgetSaveRequest): Promise<MallBudgetSaveResult>;
}

/** What {@link ServerCaller.saveBudget} fills in. */
export interface BudgetSaveRequest {
  /** The cart lines of this buyer the panel is opened for: one, or several with `batch`. */
  readonly cartIds: readonly number[];
  readonly rows: readonly BudgetRowInput[];
  readonly batch?: boolean;
}

/** The reference gateway in process, with every tenant package's server entry, on a private database copy. */
export interface ServerUnderTest {
  signIn(loginName: string): Promise<ServerCaller>;
  /** Runs SQL against the test's database copy, to look at what a call stored. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Where {@link startServer} runs the gateway. */
export interface StartServerOptions {
  /**
   * `postgres`: on a copy of the seeded template in the PostgreSQL of `DATABASE_URL` (dropped on
   * close), where parallel calls really overlap, as in production; `pglite` (default) in process.
   */
  readonly database?: 'pglite' | 'postgres';
}

/** The PostgreSQL a `database: 'postgres'` server needs; a suite over it skips without it. */
export const postgresAvailable = (): boolean => !!process.env.DATABASE_URL;

/**
 * Starts the gateway as `npm start` would (migrated, seeded with the demo, tenant server entries
 * loaded) on a clone of the test database, so a test's writes stay its own.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerUnderTest> {
  const server: TestServer = options.database === 'postgres' ? await pgTestServer() : await testServer({ clone: true });
  return {
    async signIn(loginName) {
      const signed = await signInTo(server.app, loginName);
      const caller: ServerCaller = {
        user: signed.user,
        async call(method, path, options = {}) {
          const url = path.replace('{org}', String(signed.user.organizationId));
          const response = await server.app.inject({ method, url, query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined, headers: { ...options.headers, ...signed.auth }, ...(options.body === undefined ? {} : { payload: options.body as object }) });
          const text = response.body;
          return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as never };
        },
        async saveBudget(plugin, request) {
          const user = await answerOf<UserInfo>(caller, '/iam/hzero/v1/users/self');
          const config = await answerOf<UserConfig>(caller, '/smal/v1/{org}/prepare');
          const cart = await answerOf<CartLine[]>(caller, '/smal/v1/{org}/shopping-carts');
          const lines = request.cartIds.map((id) => cart.find((l) => l.cartId === id) ?? failWith(`cart line ${id} is not in ${signed.user.loginName}'s cart`));
          // The mall's own calls, answered by this gateway with the buyer's sign-in.
          const gateway = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
            const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost/');
            const response = await server.app.inject({
              method: (init.method ?? 'GET') as 'GET',
              url: url.pathname + url.search,
              headers: { ...Object.fromEntries(new Headers(init.headers)), ...signed.auth },
              ...(typeof init.body === 'string' ? { payload: init.body } : {}),
            });
            return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
          };
          return atPage('http://localhost/cart', () =>
            saveBudgetInMall({ plugins: plugin ? [plugin] : [], user, config, lines, rows: request.rows, batch: request.batch, fetch: gateway as typeof fetch }),
          );
        },
      };
      return caller;
    },
    query: (sql, params) => server.db.query(sql, params),
    close: () => server.close(),
  };
}

async function answerOf<T>(caller: ServerCaller, path: string): Promise<T> {
  const answer = await caller.call<T>('GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function failWith(message: string): never {
  throw new Error(message);
}
