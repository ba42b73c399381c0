import type { BudgetInfo, CartLine } from '@mall/domain';

/**
 * A token naming a replaceable core service. Core binds it; a plugin may `rebind` it.
 * @public
 */
export interface ServiceToken<T> {
  readonly id: symbol;
  readonly name: string;
  /** Phantom member carrying the service type; never set at run time. */
  readonly __service?: T;
}

/**
 * Declares a service token.
 * @public
 */
export function defineServiceToken<T>(name: string): ServiceToken<T> {
  return Object.freeze({ id: Symbol.for(`mall.service.${name}`), name });
}

/**
 * Options of one HTTP call.
 * @public
 */
export interface HttpRequestOptions {
  readonly query?: Readonly<Record<string, string | number | boolean | readonly (string | number)[] | undefined>>;
  readonly body?: unknown;
  /** Do not show the error notification for `failed: true` answers; the caller handles them. */
  readonly silent?: boolean;
  /** Runs when the buyer confirms the 509 'Access is limited, system busy, please retry later' dialog. */
  readonly onBusyRetry?: () => void;
  /**
   * Cancels the call (a query's `signal`, so leaving a page stops its requests). A cancelled
   * call rejects without any message: nobody is waiting for it.
   */
  readonly signal?: AbortSignal;
}

/**
 * The mall's HTTP client: Bearer token, request id, and the error catalogue of spec 1
 * section 8. Paths are gateway paths such as `/smal/v1/{org}/shopping-carts`; `{org}` is
 * replaced by the session's organisation id.
 * @public
 */
export interface HttpClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: HttpRequestOptions): Promise<T>;
}

/** Token of the {@link HttpClient}. @public */
export const HttpClientToken = defineServiceToken<HttpClient>('HttpClient');

/**
 * Budget rows of cart lines on the server. A tenant with its own budget endpoint rebinds it.
 * @public
 */
export interface BudgetApi {
  list(line: CartLine): Promise<BudgetInfo[]>;
  /**
   * Saves the rows of `lines`. In batch mode each row carries the `cartId` of the line it is
   * for (its quantity is that product's), and the lines' earlier rows are overwritten. May
   * answer each line's budget check; lines with `success` 0 are shown first to the buyer.
   */
  save(lines: readonly CartLine[], rows: readonly BudgetInfo[], batch: boolean): Promise<readonly BudgetLineOutcome[] | void>;
  remove(line: CartLine, rows: readonly BudgetInfo[]): Promise<void>;
  remain(lines: readonly CartLine[], rows: readonly BudgetInfo[]): Promise<BudgetInfo[]>;
}

/**
 * The budget check of one cart line after a save: success 1 passes, 0 fails (with the reason).
 * @public
 */
export interface BudgetLineOutcome {
  readonly cartId: number;
  readonly success: 0 | 1;
  readonly errorMessage?: string;
}

/** Token of the {@link BudgetApi}. @public */
export const BudgetApiToken = defineServiceToken<BudgetApi>('BudgetApi');

/**
 * What a rebind factory may resolve: other services by token.
 * @public
 */
export interface ServiceResolver {
  get<T>(token: ServiceToken<T>): T;
}
