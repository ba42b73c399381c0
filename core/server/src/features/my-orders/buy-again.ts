import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { ApiError, notFound } from '../../http/api-error';
import { isUsableAddress } from '../addresses/address-visibility';
import { checkCartQuantity, ruleRefused } from '../cart/cart-quantity-check';
import { findProducts } from '../product-detail/product-lookup';
import { translate, type Language } from '../../http/messages';

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
    const lines = await tx.query<{ poLineId: number; productId: number; skuName: string; quantity: number }>(
      `select id::int as "poLineId", product_id::int as "productId", product_name as "skuName", quantity::float8 as quantity
         from order_lines where order_id = $1 and tenant_id = $2 ${poLineIds ? 'and id = any($3::bigint[])' : ''} order by line_num`,
      poLineIds ? [poHeaderId, session.tenantId, [...poLineIds]] : [poHeaderId, session.tenantId],
    );
    if (poLineIds && lines.length !== new Set(poLineIds).size) throw notFound('smodr.order.not.found');
    const products = new Map((await findProducts(tx, session.tenantId, lines.map((l) => l.productId))).map((p) => [p.productId, p]));
    const addressId = order.addressId !== null && (await isUsableAddress(tx, session, order.addressId, 'RECEIVER')) ? order.addressId : null;
    const failed: BuyAgainFailure[] = [];
    const cartIds: number[] = [];
    const fail = (line: (typeof lines)[number], error: ApiError) =>
      failed.push({ poLineId: line.poLineId, skuName: line.skuName, code: error.code, message: translate(error.code, language, error.params) });
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product || product.shelfFlag !== 1) {
        fail(line, ruleRefused('smal.cart.product.unavailable'));
        continue;
      }
      const [existing] = await tx.query<{ quantity: number }>(
        `select quantity::float8 as quantity from cart_lines where tenant_id = $1 and owner_id = $2 and product_id = $3 and buy_now_flag = 0 for update`,
        [session.tenantId, session.userId, line.productId],
      );
      let quantity: number;
      try {
        quantity = checkCartQuantity({ ...product, basePrice: product.price }, (existing?.quantity ?? 0) + line.quantity);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        fail(line, error);
        continue;
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, unit_id, address_id)
         values ($1, $2, $3, $4, $5, $6, 'COMPANY', $7, $8)
         on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do update set quantity = excluded.quantity, updated_at = now()
         returning id::int as id`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, line.productId, quantity, order.unitId, addressId],
      );
      cartIds.push(row!.id);
    }
    if (cartIds.length === 0) throw ruleRefused('smodr.order.buy-again.nothing');
    return { cartIdList: cartIds, successCount: cartIds.length, failedList: failed };
  });
}
