import type { ServerOrderDivertOutcome, ServerOrderSubmitDiverter, ServerOrderSubmitInput } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import type { LoadedServerPlugin } from '../../plugins/load-server-plugins';
import { serverDbOf, serverSessionOf } from '../../plugins/server-call';
import { createSubmittedRequest } from '../purchase-requests/request-from-submit';
import { ruleRefused } from './cart-quantity-check';

/** The submit diverters of the packages mapped to the caller's tenant, by `order` (none: core's orders). */
export function submitDivertersFor(plugins: readonly LoadedServerPlugin[], tenantNum: string): ServerOrderSubmitDiverter[] {
  return plugins
    .filter((p) => p.tenantCodes.includes(tenantNum))
    .flatMap((p) => p.definition.orderSubmitDiverters ?? [])
    .sort((a, b) => a.order - b.order);
}

/** The first diverter that claims the validated submit; undefined leaves it to core's default, the orders. */
export function claimingDiverter(diverters: readonly ServerOrderSubmitDiverter[], input: ServerOrderSubmitInput, session: Session): ServerOrderSubmitDiverter | undefined {
  const caller = serverSessionOf(session);
  return diverters.find((d) => d.claims(input, caller));
}

/**
 * Runs the claiming diverter inside the submit's transaction `tx`. Whatever it throws (its own
 * refusal or a failed write) becomes its `failedCode`, thrown on so the whole submit rolls back:
 * the request key, the request and the cart stay as they were.
 */
export async function divert(tx: Db, session: Session, requestKey: string, diverter: ServerOrderSubmitDiverter, input: ServerOrderSubmitInput): Promise<ServerOrderDivertOutcome> {
  try {
    return await diverter.divert(input, {
      session: serverSessionOf(session),
      db: serverDbOf(tx),
      createPurchaseRequest: (draft) => createSubmittedRequest(tx, session, requestKey, draft),
    });
  } catch (error) {
    throw Object.assign(ruleRefused(diverter.failedCode), { cause: error });
  }
}
