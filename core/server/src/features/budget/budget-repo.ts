import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { ruleRefused } from '../cart/cart-quantity-check';

export interface BudgetPool {
  id: number;
  budgetCode: string;
  budgetName: string;
  currencyCode: string;
  amount: number;
  occupied: number;
  remainingBudget: number;
}

export interface BudgetInfoRow {
  budgetId: number;
  cartId: number;
  orderSeq: number;
  budget: string;
  quantity: number;
  poolId: number;
  budgetCode: string;
  budgetName: string;
  remainingBudget: number;
}

const POOL_COLUMNS = `b.id, b.budget_code as "budgetCode", b.budget_name as "budgetName", b.currency_code as "currencyCode",
  b.amount::float8 as amount, b.occupied::float8 as occupied, (b.amount - b.occupied)::float8 as "remainingBudget"`;

/** The budgets of the caller's company. */
export function companyPools(db: Db, session: Session): Promise<BudgetPool[]> {
  return db.query<BudgetPool>(
    `select ${POOL_COLUMNS} from budgets b where b.tenant_id = $1 and b.organization_id = $2 and b.company_id = $3 order by b.budget_code`,
    [session.tenantId, session.organizationId, session.companyId],
  );
}

/** The budget a row's JSON names by `budgetCode`, within the caller's company. */
export async function poolOfRow(db: Db, session: Session, budget: string | undefined): Promise<BudgetPool> {
  let code: unknown;
  try {
    code = budget ? (JSON.parse(budget) as { budgetCode?: unknown }).budgetCode : undefined;
  } catch {
    code = undefined;
  }
  if (typeof code !== 'string' || code === '') throw ruleRefused('smal.budget.invalid');
  const [pool] = await db.query<BudgetPool>(
    `select ${POOL_COLUMNS} from budgets b where b.tenant_id = $1 and b.organization_id = $2 and b.company_id = $3 and b.budget_code = $4`,
    [session.tenantId, session.organizationId, session.companyId, code],
  );
  if (!pool) throw notFound('smal.budget.not.found');
  return pool;
}

/**
 * Locks the owner's cart lines until the transaction ends, so the budget rows and holds of one
 * line are changed by one request at a time: on PostgreSQL parallel requests would otherwise
 * each check a total that does not yet see the others' rows. Id order, so two requests locking
 * overlapping lines never wait on each other crosswise; NO KEY UPDATE, so rows that merely
 * reference the line (budget_infos' foreign key) are not blocked.
 */
export async function lockLines(tx: Db, session: Session, cartIds: readonly number[]): Promise<void> {
  await tx.query('select id from cart_lines where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[]) order by id for no key update', [
    session.tenantId, session.userId, [...cartIds],
  ]);
}

/** The budget rows of the owner's cart lines. */
export function budgetRows(db: Db, session: Session, cartIds: readonly number[]): Promise<BudgetInfoRow[]> {
  return db.query<BudgetInfoRow>(
    `select i.id as "budgetId", i.cart_id as "cartId", i.order_seq as "orderSeq", i.budget, i.quantity::float8 as quantity,
            i.pool_id as "poolId", b.budget_code as "budgetCode", b.budget_name as "budgetName",
            (b.amount - b.occupied)::float8 as "remainingBudget"
       from budget_infos i join budgets b on b.id = i.pool_id
      where i.tenant_id = $1 and i.organization_id = $2 and i.owner_id = $3 and i.cart_id = any($4::bigint[])
      order by i.cart_id, i.order_seq, i.id`,
    [session.tenantId, session.organizationId, session.userId, [...cartIds]],
  );
}

/**
 * Takes `amount` from a budget in one conditional UPDATE: under concurrent orders the row lock
 * serialises the updates and each re-checks the condition, so occupied never passes amount.
 */
export async function occupy(tx: Db, session: Session, poolId: number, amount: number): Promise<boolean> {
  const rows = await tx.query(
    `update budgets set occupied = occupied + $1 where id = $2 and tenant_id = $3 and occupied + $1 <= amount returning id`,
    [amount, poolId, session.tenantId],
  );
  return rows.length > 0;
}

/** Gives back every active hold of these cart lines; returns how many were released. */
export async function releaseHolds(tx: Db, session: Session, cartIds: readonly number[]): Promise<number> {
  const released = await tx.query<{ poolId: number; amount: number }>(
    `update budget_occupations set released_flag = 1
      where tenant_id = $1 and owner_id = $2 and released_flag = 0 and source_key = any($3::text[])
      returning pool_id as "poolId", amount::float8 as amount`,
    [session.tenantId, session.userId, cartIds.map((id) => `cart:${id}`)],
  );
  for (const hold of released) {
    await tx.query('update budgets set occupied = occupied - $1 where id = $2 and tenant_id = $3', [hold.amount, hold.poolId, session.tenantId]);
  }
  return released.length;
}
