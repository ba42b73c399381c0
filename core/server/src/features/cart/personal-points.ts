import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { ruleRefused } from './cart-quantity-check';

/** The purchase type a personal-mall submit carries; company orders carry COMPANY. */
export const PERSONAL_PURCHASE = 'PERSONAL';

/** The caller's points account, and whether every order they place is a personal one. */
export interface PointsAccount {
  /** Null: no points account, nothing to check or spend. */
  readonly balance: number | null;
  /** A member without enterprise permission buys only in the personal mall, whatever the body says. */
  readonly memberOnly: boolean;
}

export async function pointsAccountOf(db: Db, session: Session): Promise<PointsAccount> {
  const [row] = await db.query<{ balance: number | null; memberOnly: boolean }>(
    `select points_balance::float8 as balance, (member_permission and not enterprise_permission) as "memberOnly"
       from user_configs where user_id = $1 and tenant_id = $2`,
    [session.userId, session.tenantId],
  );
  return { balance: row?.balance ?? null, memberOnly: row?.memberOnly ?? false };
}

/**
 * Spec 1 section 5 "Points": a member pays personal-mall goods with personal points, one point per
 * currency unit of the amount; more than the available balance is 'insufficient points balance'
 * and nothing is submitted. Answers the points the submit takes (0 when none are spent).
 */
export function pointsToSpend(account: PointsAccount, personal: boolean, amount: number): number {
  if (account.balance === null || !(personal || account.memberOnly)) return 0;
  if (amount > account.balance) throw ruleRefused('order.points.insufficient');
  return amount;
}

/**
 * Takes the points inside the submit's transaction. The balance is re-read under the update, so
 * two submits racing for the same points cannot both spend them: the second is refused and its
 * transaction (orders, cart lines, payment) rolls back.
 */
export async function spendPoints(tx: Db, session: Session, points: number): Promise<void> {
  if (points <= 0) return;
  const spent = await tx.query(
    `update user_configs set points_balance = points_balance - $3
      where user_id = $1 and tenant_id = $2 and points_balance >= $3 returning user_id`,
    [session.userId, session.tenantId, points],
  );
  if (spent.length === 0) throw ruleRefused('order.points.insufficient');
}
