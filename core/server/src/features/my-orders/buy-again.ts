import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { isUsableAddress } from '../addresses/address-visibility';
import { ruleRefused } from '../cart/cart-quantity-check';
import { refillCart } from '../cart/cart-refill';
import type { Language } from '../../http/messages';

/** A line that could not go back into the cart, and why. */
export interface BuyAgainFailure {
  poLineId: number;
  skuName: string;
  code: string;
  message: string;
}

/**
 * POST po-lines/{org}/order/buy-again: the order's lines (or the named ones) go back into the
 * cart with the ordered quantity added to what the cart already holds, each checked with the
 * cart's own quantity rules on today's product. Goods no longer on sale, or whose total breaks a
 * rule, stay out and are listed; when none can go back the call is refused and nothing changes.
 */
export async function buyAgain(db: Db, session: Session, poHeaderId: number, poLineIds: readonly number[] | undefined, language: Language) {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ unitId: number | null; addressId: number | null }>(
      `select unit_id::int as "unitId", receiver_address_id::int as "addressId" from orders
        where id = $1 and tenant_id = $2 and organization_id = $3 and owner_id = $4`,
      [poHeaderId, session.tenantId, session.organizationId, session.userId],
    );
    if (!order) throw notFound('smodr.order.not.found');
    const lines = await tx.query<{ key: number; productId: number; skuName: string; quantity: number }>(
      `select id::int as key, product_id::int as "productId", product_name as "skuName", quantity::float8 as quantity
         from order_lines where order_id = $1 and tenant_id = $2 ${poLineIds ? 'and id = any($3::bigint[])' : ''} order by line_num`,
      poLineIds ? [poHeaderId, session.tenantId, [...poLineIds]] : [poHeaderId, session.tenantId],
    );
    if (poLineIds && lines.length !== new Set(poLineIds).size) throw notFound('smodr.order.not.found');
    const addressId = order.addressId !== null && (await isUsableAddress(tx, session, order.addressId, 'RECEIVER')) ? order.addressId : null;
    const { cartIds, failed } = await refillCart(tx, session, lines, { unitId: order.unitId, addressId }, language);
    if (cartIds.length === 0) throw ruleRefused('smodr.order.buy-again.nothing');
    const failedList: BuyAgainFailure[] = failed.map(({ key, ...rest }) => ({ poLineId: key, ...rest }));
    return { cartIdList: cartIds, successCount: cartIds.length, failedList };
  });
}
