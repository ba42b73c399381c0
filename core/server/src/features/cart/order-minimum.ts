import type { MinimumAmountControl } from '@mall/domain';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** The organisation's minimum order amount (spec 1 section 5): control 0 none, 1 warns, 2 forbids. */
export interface OrderMinimum {
  readonly minAmountControl: MinimumAmountControl;
  readonly minOrderAmount?: number;
}

export async function orderMinimumOf(db: Db, session: Session): Promise<OrderMinimum> {
  const [row] = await db.query<{ minAmountControl: MinimumAmountControl; minOrderAmount: number | null }>(
    `select min_amount_control as "minAmountControl", min_order_amount::float8 as "minOrderAmount"
       from web_configs where organization_id = $1 and tenant_id = $2`,
    [session.organizationId, session.tenantId],
  );
  return { minAmountControl: row?.minAmountControl ?? 0, minOrderAmount: row?.minOrderAmount ?? undefined };
}

/**
 * minPurchaseFlag of an order header (spec 1 section 3): 0 when a minimum is configured (control
 * 1 or 2) and the order's amount is below it, else 1.
 */
export function minPurchaseFlagOf(amount: number, minimum: OrderMinimum | undefined): 0 | 1 {
  if (!minimum || (minimum.minAmountControl !== 1 && minimum.minAmountControl !== 2) || minimum.minOrderAmount === undefined) return 1;
  return amount < minimum.minOrderAmount ? 0 : 1;
}
