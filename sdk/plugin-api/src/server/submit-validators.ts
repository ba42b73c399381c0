import type { CompanyOrderHeader } from '@mall/domain';
import type { ServerDb, ServerSession } from './server-plugin';

/**
 * What a server submit validator sees: the orders of one pre-order call as core planned them,
 * each line read from the caller's own cart with this server's prices (never the browser's),
 * in the order of the body (`index` in a refusal is the place in this list).
 * @public
 */
export interface ServerOrderSubmitInput {
  readonly orders: readonly CompanyOrderHeader[];
}

/**
 * What a server submit validator may read: the signed-in caller and the database. It runs
 * before the submit writes anything, outside the submit's transaction; it must not write.
 * @public
 */
export interface ServerOrderSubmitContext {
  readonly session: ServerSession;
  readonly db: ServerDb;
}

/**
 * One order's message in a refusal: `order` is the order's place in the validator's input,
 * `code` a message key of the plugin's `messages` (or core's), filled with `params`.
 * @public
 */
export interface ServerOrderMessage {
  readonly order: number;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A refused submit: the gateway answers 422 with the spec's failed shape, `{ failed: true,
 * type: 'error', code, message, orderMessageList: [{ index, key, errorFlag: 1, errorMessage }] }`,
 * each order message in the header of its order on the pre-submit page, and writes nothing.
 * @public
 */
export interface ServerSubmitRefusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly orders?: readonly ServerOrderMessage[];
}

/**
 * `order.submit-validators` on the server: the checks the pre-order call runs, in `order`
 * (core's own rules are `core.order.*` at order 100 to 199), before anything is written. The
 * first refusal stops the submit. A tenant registers here what its browser validator blocks, so
 * a call made without the browser is refused the same way.
 * @public
 */
export interface ServerOrderSubmitValidator {
  readonly id: string;
  /** Lower runs first; core's rules run at 100 to 199. */
  readonly order: number;
  validate(input: ServerOrderSubmitInput, ctx: ServerOrderSubmitContext): Promise<ServerSubmitRefusal | undefined> | ServerSubmitRefusal | undefined;
}
