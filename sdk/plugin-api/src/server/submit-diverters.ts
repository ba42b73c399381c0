import type { PurchaseRequestLineValues } from '../purchase-request-line';
import type { ServerDb, ServerSession } from './server-plugin';
import type { ServerOrderSubmitInput } from './submit-validators';

/**
 * One line of a purchase request a diverter writes: the values core's request tables hold of a
 * line, the same as the browser's request page submits.
 * @public
 */
export type ServerPurchaseRequestEntry = PurchaseRequestLineValues;

/**
 * A purchase request a diverter asks core to write: submitted (status SUBMITTED with its
 * approval steps, as a request submitted from /add-purchase), owned by the caller. `attributes`
 * gets the request number core chose and answers the tenant header flags (spec 3:
 * attributeVarchar6 budget warning, attributeLongtext10 OA approval link).
 * @public
 */
export interface ServerPurchaseRequestDraft {
  readonly title: string;
  readonly remark?: string;
  readonly entries: readonly ServerPurchaseRequestEntry[];
  attributes?(requestNum: string): { readonly attributeVarchar6?: string; readonly attributeLongtext10?: string };
}

/**
 * What a submit diverter may use while core's submit transaction is open: the caller, the
 * transaction (roll-back on any throw) and core's request writer.
 * @public
 */
export interface ServerOrderDivertContext {
  readonly session: ServerSession;
  readonly db: ServerDb;
  /** Writes a submitted purchase request in core's request tables, in the submit's transaction. */
  createPurchaseRequest(draft: ServerPurchaseRequestDraft): Promise<{ readonly mallRequestId: number; readonly requestNum: string }>;
}

/**
 * What a diverted submit made instead of orders; the pre-order answer carries it as
 * `purchaseRequest`, and the browser shows the request rather than an order.
 * @public
 */
export interface ServerOrderDivertOutcome {
  readonly purchaseRequest: { readonly mallRequestId: number; readonly requestNum: string };
}

/**
 * `order.submit-diverters` on the server: what a submit becomes instead of company orders. After
 * the submit validators passed, core asks each diverter of the caller's tenant, in `order`,
 * whether it `claims` the submit; the first that does `divert`s it inside the submit's own
 * transaction and once-only request key (a repeated or parallel submit answers the first one's
 * outcome), and core then takes the lines out of the cart as for an order. No diverter claiming
 * is core's default: the orders are created. Anything `divert` throws rolls the whole submit back
 * and answers 422 with the diverter's `failedCode` (a message key of the plugin's `messages`).
 * @public
 */
export interface ServerOrderSubmitDiverter {
  readonly id: string;
  /** Lower is asked first. */
  readonly order: number;
  /** The message key of a divert that failed. */
  readonly failedCode: string;
  /** Whether this submit (the validated orders, lines read from the caller's cart) is this diverter's; must not write. */
  claims(input: ServerOrderSubmitInput, session: ServerSession): boolean;
  divert(input: ServerOrderSubmitInput, ctx: ServerOrderDivertContext): Promise<ServerOrderDivertOutcome>;
}
