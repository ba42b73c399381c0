import type { CartLine } from '@mall/domain';
import type { FieldRegistration, FieldWrite } from '../field-registration';
import type { FieldRow } from '../field-schema';
import type { MessagesContribution } from '../points/messages';
import type { ImportTemplateContribution } from './import-templates';
import type { ServerOrderSubmitDiverter } from './submit-diverters';
import type { ServerOrderSubmitValidator } from './submit-validators';

/**
 * A JSON Schema object describing params, query or body of a server route. The gateway
 * validates every call against it before the handler runs; query strings and path params are
 * coerced (`"5"` becomes 5), bodies are not. Bound every string (`maxLength`) and array
 * (`maxItems`).
 * @public
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * The signed-in caller, as the gateway confirmed it from the Bearer token. Every query a
 * handler runs filters by `tenantId` (and organisation, company or user as the call scopes it).
 * @public
 */
export interface ServerSession {
  readonly userId: number;
  readonly tenantId: number;
  readonly tenantNum: string;
  readonly organizationId: number;
  readonly companyId: number;
  readonly loginName: string;
  readonly language: 'zh_CN' | 'en_US';
}

/**
 * The database a server plugin sees: plain PostgreSQL with `$1` placeholders, the same SQL on
 * the embedded PGlite and on a real PostgreSQL.
 * @public
 */
export interface ServerDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: ServerDb) => Promise<T>): Promise<T>;
}

/**
 * One call as a handler receives it: already authenticated, with `:org` checked against the
 * caller, and params, query and body valid against the route's schemas.
 * @public
 */
export interface ServerCall<Params = Record<string, unknown>, Query = Record<string, unknown>, Body = unknown> {
  readonly session: ServerSession;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly db: ServerDb;
  /**
   * The caller's own cart lines by id, as the cart call answers them (latest ladder price
   * included). Any id that is not the caller's refuses the whole call with 404.
   */
  cartLines(cartIds: readonly number[]): Promise<CartLine[]>;
  /**
   * Checks the rows of a write that carries schema-described values against the caller's
   * tenant field schema, as core's own writes are checked: `validateFieldRow`, each lookup or
   * select value against what its picker offers, and for budget rows every dimension's row and
   * table validator (with `lines`, in `batch` mode or not). The first refusal is thrown as 422
   * with the browser's message key and the field; call it before storing anything. `only`
   * limits the refusals to the fields a partial change carries.
   */
  checkFields(write: FieldWrite, rows: readonly FieldRow[], options?: ServerFieldCheckOptions): Promise<void>;
}

/**
 * Options of {@link ServerCall.checkFields}.
 * @public
 */
export interface ServerFieldCheckOptions {
  /** The cart lines budget rows belong to, which budget validators read. */
  readonly lines?: readonly CartLine[];
  /** Budget rows of a batch allocation over several lines. */
  readonly batch?: boolean;
  /** Refuse only findings of these fields (a change of some fields of a saved row). */
  readonly only?: readonly string[];
}

/**
 * A server-side call a tenant adds to the gateway (spec 3 section 7). `url` is the whole
 * gateway path with the organisation as `:org` (for example `/smal/v1/:org/brandmax-budget-infos`);
 * the gateway answers 403 for another organisation and 404 for callers of another tenant.
 * @public
 */
export interface ServerRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly schema?: { readonly params?: JsonSchema; readonly querystring?: JsonSchema; readonly body?: JsonSchema };
  /** One line for the gateway's route table. */
  readonly summary: string;
  handler(call: ServerCall): Promise<unknown>;
}

/**
 * A route whose handler names the shapes its schemas guarantee.
 * @public
 */
export interface TypedServerRoute<Params, Query, Body> extends Omit<ServerRoute, 'handler'> {
  handler(call: ServerCall<Params, Query, Body>): Promise<unknown>;
}

/**
 * Declares a route with typed params, query and body. The types are the author's promise that
 * the schemas hold them: the gateway validates against the schemas, not the types.
 * @public
 */
export function defineServerRoute<Params = Record<string, unknown>, Query = Record<string, unknown>, Body = unknown>(
  route: TypedServerRoute<Params, Query, Body>,
): ServerRoute {
  return route as unknown as ServerRoute;
}

/**
 * A table or change the plugin's routes need. Applied once, in order, recorded under the
 * plugin's id; never edit one that has shipped, add the next. Every row carries `tenant_id`.
 * @public
 */
export interface ServerMigration {
  readonly name: string;
  readonly sql: string;
}

/**
 * What a seed sees: one tenant mapped to the plugin's package, and the database inside the
 * seed's transaction. Seeds are idempotent (`insert ... on conflict do nothing`).
 * @public
 */
export interface ServerSeedContext {
  readonly db: ServerDb;
  readonly tenant: { readonly tenantId: number; readonly tenantNum: string; readonly organizationId: number; readonly companyId: number };
  /** Adds the tenant's own values of a lookup code (a tenant's values replace the platform's). */
  addLookupValues(lovCode: string, values: readonly ServerLookupValue[]): Promise<void>;
}

/**
 * One lookup value: code, both languages, extra data columns a `lovs/data` call returns and
 * filters on (`parentValue` for dependent lookups).
 * @public
 */
export interface ServerLookupValue {
  readonly value: string;
  readonly meaningZh: string;
  readonly meaningEn: string;
  readonly parentValue?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * A message a server plugin's errors use: the key and its text in both languages, with
 * `{name}` placeholders filled from the error's params.
 * @public
 */
export type ServerMessages = Readonly<Record<string, { readonly en_US: string; readonly zh_CN: string }>>;

/**
 * The server entry of a tenant or shared plugin package (its `./server` export). The gateway
 * loads it for every package named in tenants.config.json, applies its migrations, seeds the
 * tenants mapped to it, and serves its routes only to those tenants' callers.
 * @public
 */
export interface ServerPluginDefinition {
  readonly id: string;
  readonly version?: string;
  /** The SDK range the plugin was written for, checked like the browser plugin's. */
  readonly sdk: string;
  readonly migrations?: readonly ServerMigration[];
  readonly messages?: ServerMessages;
  readonly routes: readonly ServerRoute[];
  readonly seed?: (ctx: ServerSeedContext) => Promise<void>;
  /**
   * The plugin's field contributions: the same {@link FieldRegistration} its browser entry's
   * `register` calls, imported from the package's schema module. The server merges it over
   * core's (after its replace and disable, as the browser does) and refuses, with 422 and the
   * browser's message key, every budget row, cart-line extra and order header or line field
   * the schema refuses. A plugin that `uses` a shared plugin calls that plugin's registration
   * first, as its browser entry's `uses` does.
   */
  readonly fields?: FieldRegistration;
  /**
   * The browser entry's `messages` contributions, so the server's refusals carry the same
   * labels and sentences the browser shows for the keys the fields use.
   */
  readonly fieldMessages?: readonly MessagesContribution[];
  /**
   * The imports the plugin adds to the spreadsheet import wizard (point `import.templates`):
   * each a template and the handler writing its rows, offered to the plugin's tenants only.
   */
  readonly importTemplates?: readonly ImportTemplateContribution[];
  /**
   * Checks the pre-order call runs for the plugin's tenants, after core's own rules and before
   * anything is written (point `order.submit-validators` on the server; see
   * {@link ServerOrderSubmitValidator}).
   */
  readonly orderSubmitValidators?: readonly ServerOrderSubmitValidator[];
  /**
   * What the plugin's tenants' submits may become instead of orders (point
   * `order.submit-diverters` on the server; see {@link ServerOrderSubmitDiverter}).
   */
  readonly orderSubmitDiverters?: readonly ServerOrderSubmitDiverter[];
}

/**
 * Declares a server plugin; identity at run time, a type check at build time.
 * @public
 */
export function defineServerPlugin(definition: ServerPluginDefinition): ServerPluginDefinition {
  return definition;
}

/**
 * A refusal a handler throws on purpose: the gateway answers `{ failed: true, type, code,
 * message }` with `status`, the message in the caller's language from the plugin's `messages`.
 * @public
 */
export class ServerCallError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
    this.name = 'ServerCallError';
  }
}
