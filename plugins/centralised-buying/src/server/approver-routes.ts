import { defineServerRoute, ladderPriceFor, ServerCallError, type LadderPrice, type ServerCall, type ServerDb, type ServerRoute, type ServerSession } from '@mall/sdk/server';
import { APPROVER_PERMISSION, DECISIONS, type ApprovalRow, type Decision } from '../approver';
import type { CentralisedStatus } from '../centralised-status';
import { cartIdsBody, relationAnswer, type CartIdsBody } from './relation-shapes';

/** Whether the caller is an approver: listed in the tenant's approvers and holding the approver's permission. */
async function isApprover(db: ServerDb, session: ServerSession): Promise<boolean> {
  const [row] = await db.query(
    `select 1 from centralized_approvers a
      where a.tenant_id = $1 and a.user_id = $2
        and exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
                     where ur.tenant_id = $1 and ur.user_id = $2 and rp.permission_code = $3)`,
    [session.tenantId, session.userId, APPROVER_PERMISSION],
  );
  return row !== undefined;
}

/**
 * The relations an approver decides: those of the demanders of the approver's own organisation
 * and company, on cart lines of that organisation. `$1` tenant, `$2` organisation, `$3` company.
 */
const DECIDED_BY_CALLER = `
  from centralized_relations r
  join cart_lines c on c.id = r.cart_id and c.tenant_id = r.tenant_id and c.organization_id = $2
  join users d on d.id = r.owner_id and d.tenant_id = r.tenant_id and d.organization_id = $2 and d.company_id = $3
  join products p on p.id = c.product_id and p.tenant_id = r.tenant_id
 where r.tenant_id = $1`;

interface ListedRow extends Omit<ApprovalRow, 'latestPrice' | 'amount'> {
  price: number;
  ladders: LadderPrice[];
}

/**
 * What the approver decides (the approver's page): the demanders' relations in approval, with
 * demander, goods, quantity, price and amount (the cart's ladder rule) and when each was
 * submitted, oldest first. A caller who is not an approver decides nothing and gets an empty list.
 */
const approvals = defineServerRoute({
  method: 'GET',
  url: '/smal/v1/:org/centralized-relations/approvals',
  summary: "centralised-buying: the demanders' relations in approval that the calling approver decides",
  async handler({ db, session }) {
    if (!(await isApprover(db, session))) return [];
    const rows = await db.query<ListedRow>(
      `select r.cart_id::float8 as "cartId", r.status as "centralizedStatus", d.real_name as "demanderName", p.product_name as "productName",
              c.quantity::float8 as quantity, p.uom_name as "uomName", p.currency_code as "currencyCode", p.price::float8 as price,
              p.ladder_price_list as ladders, to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "submittedAt"
       ${DECIDED_BY_CALLER} and r.status = 'APPROVEING' and r.owner_id <> $4
        order by r.updated_at, r.cart_id`,
      [session.tenantId, session.organizationId, session.companyId, session.userId],
    );
    return rows.map(({ price, ladders, ...row }): ApprovalRow => {
      const latestPrice = ladderPriceFor(row.quantity, ladders) ?? price;
      return { ...row, latestPrice, amount: Math.round(latestPrice * row.quantity * 100) / 100 };
    });
  },
});

/**
 * One decision over relations in approval, all or nothing. 403 for a caller who is not an
 * approver, or for a line of the approver's own; 404 for a line the approver does not decide
 * (no relation, another organisation or company); 409 for a line no longer in approval, which
 * is also what the later of two parallel decisions on a line gets: the rows are locked in
 * cart order before their status is read, so the second reads the first's committed status.
 */
async function decide({ db, session, body: { cartIds } }: ServerCall<unknown, unknown, CartIdsBody>, decision: Decision) {
  if (!(await isApprover(db, session))) throw new ServerCallError(403, 'centralised-buying.relation.approver-only');
  const next: CentralisedStatus = DECISIONS[decision];
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ cartId: number; status: CentralisedStatus; ownerId: number; product: string }>(
      `select r.cart_id::float8 as "cartId", r.status, r.owner_id::float8 as "ownerId", p.product_name as product
       ${DECIDED_BY_CALLER} and r.cart_id = any($4::bigint[])
        order by r.cart_id for update of r`,
      [session.tenantId, session.organizationId, session.companyId, cartIds],
    );
    if (rows.length !== cartIds.length) throw new ServerCallError(404, 'centralised-buying.relation.not-found');
    for (const row of rows) {
      if (row.ownerId === session.userId) throw new ServerCallError(403, 'centralised-buying.relation.own-line', { product: row.product });
      if (row.status !== 'APPROVEING') throw new ServerCallError(409, 'centralised-buying.relation.decided', { product: row.product });
    }
    await tx.query(
      `update centralized_relations set old_status = status, status = $3, decided_by = $4, decided_at = now(), updated_at = now()
        where tenant_id = $1 and cart_id = any($2::bigint[])`,
      [session.tenantId, cartIds, next, session.userId],
    );
    await tx.query(
      `update cart_lines set attributes = attributes || jsonb_build_object('centralizedStatus', $3::text, 'approvingFlag', 0), updated_at = now()
        where tenant_id = $1 and id = any($2::bigint[])`,
      [session.tenantId, cartIds, next],
    );
    // As the demander sees the lines from now on.
    return cartIds.map((cartId) => relationAnswer(cartId, next));
  });
}

const decisionRoute = (decision: Decision) =>
  defineServerRoute<unknown, unknown, CartIdsBody>({
    method: 'POST',
    url: `/smal/v1/:org/centralized-relations/${decision}`,
    summary: `centralised-buying: an approver ${decision}s demanders' relations in approval (403 for demanders)`,
    schema: { body: cartIdsBody },
    handler: (call) => decide(call, decision),
  });

/** The approver's calls: the list, approve and reject. */
export const approverRoutes: readonly ServerRoute[] = [approvals, decisionRoute('approve'), decisionRoute('reject')];
