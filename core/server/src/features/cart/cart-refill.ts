import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { translate, type Language } from '../../http/messages';
import { findProducts } from '../product-detail/product-lookup';
import { checkCartQuantity, ruleRefused } from './cart-quantity-check';

/** A line of an earlier document (an order line, a request line) to put back into the cart. */
export interface RefillLine {
  key: number;
  productId: number;
  skuName: string;
  quantity: number;
}

/** A line that could not go into the cart, and why, in the caller's language. */
export interface RefillFailure {
  key: number;
  skuName: string;
  code: string;
  message: string;
}

export function refillFailure(key: number, skuName: string, error: ApiError, language: Language): RefillFailure {
  return { key, skuName, code: error.code, message: translate(error.code, language, error.params) };
}

/**
 * Buy again from an earlier document: each line's quantity is added to what the cart already
 * holds of its product, checked with the cart's own quantity rules on today's product. Goods no
 * longer on sale, or whose total breaks a rule, stay out and are listed. Runs in the caller's
 * transaction, so the caller can refuse the whole call when nothing went in.
 */
export async function refillCart(
  tx: Db,
  session: Session,
  lines: readonly RefillLine[],
  place: { unitId: number | null; addressId: number | null },
  language: Language,
): Promise<{ cartIds: number[]; failed: RefillFailure[] }> {
  const products = new Map((await findProducts(tx, session.tenantId, lines.map((l) => l.productId))).map((p) => [p.productId, p]));
  const failed: RefillFailure[] = [];
  const cartIds: number[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || product.shelfFlag !== 1) {
      failed.push(refillFailure(line.key, line.skuName, ruleRefused('smal.cart.product.unavailable'), language));
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
      failed.push(refillFailure(line.key, line.skuName, error, language));
      continue;
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, unit_id, address_id)
       values ($1, $2, $3, $4, $5, $6, 'COMPANY', $7, $8)
       on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do update set quantity = excluded.quantity, updated_at = now()
       returning id::int as id`,
      [session.tenantId, session.organizationId, session.userId, session.companyId, line.productId, quantity, place.unitId, place.addressId],
    );
    cartIds.push(row!.id);
  }
  return { cartIds, failed };
}
