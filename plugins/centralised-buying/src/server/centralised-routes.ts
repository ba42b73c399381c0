import { defineServerRoute, ServerCallError, type ServerRoute } from '@mall/sdk/server';
import { RELATION_ACTIONS, type CentralisedStatus, type RelationAction } from '../centralised-status';
import { approverRoutes } from './approver-routes';
import { cartIdsBody, relationAnswer, type CartIdsBody } from './relation-shapes';

interface RelationRow {
  cartId: number;
  status: CentralisedStatus;
}

/** The status an action leaves; `undefined` removes the relation. */
const NEXT: Record<RelationAction, CentralisedStatus | undefined> = { submit: 'APPROVEING', cancel: 'NEW', reject: 'REJECTED', delete: undefined };

/**
 * One relation action over the caller's own lines: all or nothing. A line that is not the
 * caller's is 404 (the gateway's cart lookup), one without a relation 422, one whose status
 * does not allow the action 409 naming the product and its status. The cart line carries the
 * new status (centralizedStatus, approvingFlag) so the cart answers it with the line.
 */
const relationAction = (action: RelationAction) =>
  defineServerRoute<unknown, unknown, CartIdsBody>({
    method: 'POST',
    url: `/smal/v1/:org/centralized-relations/${action}`,
    summary: `centralised-buying: ${action} the centralised relation of the caller's cart lines`,
    schema: { body: cartIdsBody },
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
        return cartIds.map((id) => relationAnswer(id, next));
      });
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
    return rows.map((r) => relationAnswer(r.cartId, r.status));
  },
});

/** The demander's own actions; reject is the approver's. */
const DEMANDER_ACTIONS = (Object.keys(RELATION_ACTIONS) as RelationAction[]).filter((action) => action !== 'reject');

export const centralisedRoutes: readonly ServerRoute[] = [listRelations, ...approverRoutes, ...DEMANDER_ACTIONS.map(relationAction)];
