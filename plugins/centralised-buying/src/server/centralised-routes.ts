import { defineServerRoute, ServerCallError, type ServerRoute } from '@mall/sdk/server';
import { RELATION_ACTIONS, actionAllowed, demanderView, type CentralisedStatus, type RelationAction } from '../centralised-status';

interface RelationsBody {
  cartIds: number[];
}
interface RelationRow {
  cartId: number;
  status: CentralisedStatus;
}

/** The status an action leaves; `undefined` removes the relation. */
const NEXT: Record<RelationAction, CentralisedStatus | undefined> = { submit: 'APPROVEING', cancel: 'NEW', reject: 'REJECTED', delete: undefined };

const body = {
  type: 'object',
  required: ['cartIds'],
  additionalProperties: false,
  properties: { cartIds: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'integer', minimum: 1 } } },
} as const;

/** A relation as the demander sees it (spec 3 section 4). */
const answer = (cartId: number, status: CentralisedStatus | undefined) => {
  const shown = demanderView({ cartId, centralizedStatus: status } as never) as { centralizedStatus?: CentralisedStatus; oldCentralizedStatus?: CentralisedStatus };
  return { cartId, centralizedStatus: shown.centralizedStatus ?? null, oldCentralizedStatus: shown.oldCentralizedStatus ?? null };
};

/**
 * One relation action over the caller's own lines: all or nothing. A line that is not the
 * caller's is 404 (the gateway's cart lookup), one without a relation 422, one whose status
 * does not allow the action 409 naming the product and its status. The cart line carries the
 * new status (centralizedStatus, approvingFlag) so the cart answers it with the line.
 */
const relationAction = (action: RelationAction) =>
  defineServerRoute<unknown, unknown, RelationsBody>({
    method: 'POST',
    url: `/smal/v1/:org/centralized-relations/${action}`,
    summary: `centralised-buying: ${action} the centralised relation of the caller's cart lines`,
    schema: { body },
    async handler({ db, session, body: { cartIds }, cartLines }) {
      const lines = await cartLines(cartIds);
      const names = new Map(lines.map((l) => [l.cartId, l.productName]));
      return db.transaction(async (tx) => {
        const rows = await tx.query<RelationRow>(
          `select cart_id::float8 as "cartId", status from centralized_relations
            where tenant_id = $1 and owner_id = $2 and cart_id = any($3::bigint[]) for update`,
          [session.tenantId, session.userId, cartIds],
        );
        const status = new Map(rows.map((r) => [r.cartId, r.status]));
        for (const id of cartIds) {
          const current = status.get(id);
          const product = names.get(id) ?? String(id);
          if (!current) throw new ServerCallError(422, 'centralised-buying.relation.not-group-buying', { product });
          if (!(RELATION_ACTIONS[action] as readonly string[]).includes(current)) throw new ServerCallError(409, 'centralised-buying.relation.not-allowed', { product, status: current, action });
        }
        const next = NEXT[action];
        if (next) {
          await tx.query(
            `update centralized_relations set old_status = status, status = $4, updated_at = now()
              where tenant_id = $1 and owner_id = $2 and cart_id = any($3::bigint[])`,
            [session.tenantId, session.userId, cartIds, next],
          );
          await tx.query(
            `update cart_lines set attributes = attributes || jsonb_build_object('centralizedStatus', $4::text, 'approvingFlag', $5::int), updated_at = now()
              where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])`,
            [session.tenantId, session.userId, cartIds, next, next === 'APPROVEING' ? 1 : 0],
          );
        } else {
          await tx.query(`delete from centralized_relations where tenant_id = $1 and owner_id = $2 and cart_id = any($3::bigint[])`, [session.tenantId, session.userId, cartIds]);
          await tx.query(
            `update cart_lines set attributes = attributes - 'centralizedStatus' - 'approvingFlag', updated_at = now()
              where tenant_id = $1 and owner_id = $2 and id = any($3::bigint[])`,
            [session.tenantId, session.userId, cartIds],
          );
        }
        return cartIds.map((id) => answer(id, next));
      });
    },
  });

/**
 * Reject (spec 3 section 4): the approver's decision on relations in approval, not the
 * demander's. A caller who is not an approver, or who names a line of their own, is refused
 * with 403 and the reason; a line of no relation in the caller's organisation is 404; one not
 * in approval 409. The demander then sees the line RETURNED.
 */
const rejectRelations = defineServerRoute<unknown, unknown, RelationsBody>({
  method: 'POST',
  url: '/smal/v1/:org/centralized-relations/reject',
  summary: "centralised-buying: an approver rejects demanders' relations in approval (403 for demanders)",
  schema: { body },
  async handler({ db, session, body: { cartIds } }) {
    const [approver] = await db.query(`select 1 from centralized_approvers where tenant_id = $1 and user_id = $2`, [session.tenantId, session.userId]);
    if (!approver) throw new ServerCallError(403, 'centralised-buying.relation.approver-only');
    return db.transaction(async (tx) => {
      const rows = await tx.query<RelationRow & { ownerId: number; product: string }>(
        `select r.cart_id::float8 as "cartId", r.status, r.owner_id::float8 as "ownerId", p.product_name as product
           from centralized_relations r join cart_lines c on c.id = r.cart_id and c.tenant_id = r.tenant_id
           join products p on p.id = c.product_id
          where r.tenant_id = $1 and c.organization_id = $2 and r.cart_id = any($3::bigint[]) for update of r`,
        [session.tenantId, session.organizationId, cartIds],
      );
      if (rows.length !== cartIds.length) throw new ServerCallError(404, 'centralised-buying.relation.not-found');
      for (const row of rows) {
        if (row.ownerId === session.userId) throw new ServerCallError(403, 'centralised-buying.relation.own-line', { product: row.product });
        if (!actionAllowed('reject', row.status)) throw new ServerCallError(409, 'centralised-buying.relation.not-allowed', { product: row.product, status: row.status, action: 'reject' });
      }
      await tx.query(`update centralized_relations set old_status = status, status = 'REJECTED', updated_at = now() where tenant_id = $1 and cart_id = any($2::bigint[])`, [
        session.tenantId,
        cartIds,
      ]);
      await tx.query(
        `update cart_lines set attributes = attributes || jsonb_build_object('centralizedStatus', 'REJECTED', 'approvingFlag', 0), updated_at = now()
          where tenant_id = $1 and id = any($2::bigint[])`,
        [session.tenantId, cartIds],
      );
      return cartIds.map((id) => answer(id, 'REJECTED'));
    });
  },
});

/** The relations in approval the caller decides on: every demander's of the organisation, for an approver; none for a demander. */
const approvals = defineServerRoute({
  method: 'GET',
  url: '/smal/v1/:org/centralized-relations/approvals',
  summary: "centralised-buying: the demanders' relations in approval, for an approver",
  async handler({ db, session }) {
    return db.query(
      `select r.cart_id::float8 as "cartId", r.status as "centralizedStatus", u.real_name as "demanderName", p.product_name as "productName", c.quantity::float8 as quantity
         from centralized_relations r join centralized_approvers a on a.tenant_id = r.tenant_id and a.user_id = $2
         join cart_lines c on c.id = r.cart_id and c.tenant_id = r.tenant_id and c.organization_id = $3
         join users u on u.id = r.owner_id join products p on p.id = c.product_id
        where r.tenant_id = $1 and r.status = 'APPROVEING' and r.owner_id <> $2
        order by r.cart_id`,
      [session.tenantId, session.userId, session.organizationId],
    );
  },
});

/** The caller's relations, as the demander sees them. */
const listRelations = defineServerRoute({
  method: 'GET',
  url: '/smal/v1/:org/centralized-relations',
  summary: "centralised-buying: the caller's centralised relations with the demander's statuses",
  async handler({ db, session }) {
    const rows = await db.query<RelationRow>(
      `select cart_id::float8 as "cartId", status from centralized_relations where tenant_id = $1 and owner_id = $2 order by cart_id`,
      [session.tenantId, session.userId],
    );
    return rows.map((r) => answer(r.cartId, r.status));
  },
});

/** The demander's own actions; reject is the approver's. */
const DEMANDER_ACTIONS = (Object.keys(RELATION_ACTIONS) as RelationAction[]).filter((action) => action !== 'reject');

export const centralisedRoutes: readonly ServerRoute[] = [listRelations, approvals, rejectRelations, ...DEMANDER_ACTIONS.map(relationAction)];
