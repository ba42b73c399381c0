import { validateOrderSubmit } from '@mall/domain';
import type { ServerOrderSubmitInput, ServerOrderSubmitValidator, ServerSubmitRefusal } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import type { LoadedServerPlugin } from '../../plugins/load-server-plugins';
import { serverDbOf, serverSessionOf } from '../../plugins/server-call';
import { refusalOfFindings } from './pre-order-refusal';

/**
 * Core's rules of spec 1 section 5 "Order submit" (the browser's own `core.order.*` validators,
 * from @mall/domain), checked again on the server's lines: the blocking findings refuse the
 * submit with one message per failing order.
 */
export const coreOrderRules: ServerOrderSubmitValidator = {
  id: 'core.order.rules',
  order: 100,
  async validate({ orders }, { db, session }) {
    const [config] = await db.query<{ hideInnerMenuList: string[] }>('select hide_inner_menu_list as "hideInnerMenuList" from user_configs where user_id = $1', [
      session.userId,
    ]);
    const blocking = validateOrderSubmit(orders, { hideInnerMenuList: config?.hideInnerMenuList ?? [] }).filter((f) => f.level === 'error');
    return blocking.length > 0 ? refusalOfFindings(blocking, orders) : undefined;
  },
};

/** The validators a caller's submit runs: core's, then those of the packages mapped to the caller's tenant, by `order`. */
export function submitValidatorsFor(plugins: readonly LoadedServerPlugin[], tenantNum: string): ServerOrderSubmitValidator[] {
  const contributed = plugins.filter((p) => p.tenantCodes.includes(tenantNum)).flatMap((p) => p.definition.orderSubmitValidators ?? []);
  return [coreOrderRules, ...contributed].sort((a, b) => a.order - b.order);
}

/** Runs the validators in turn; the first refusal stops the others (a later check may assume an earlier one held). */
export async function firstRefusal(validators: readonly ServerOrderSubmitValidator[], input: ServerOrderSubmitInput, db: Db, session: Session): Promise<ServerSubmitRefusal | undefined> {
  const ctx = { db: serverDbOf(db), session: serverSessionOf(session) };
  for (const validator of validators) {
    const refusal = await validator.validate(input, ctx);
    if (refusal) return refusal;
  }
  return undefined;
}
