import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../catalogue/product-row';

/** A product of the caller's tenant, or 404: another tenant's goods do not exist for them. */
export async function findProduct(db: Db, tenantId: number, productId: number): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = $1 and p.id = $2`, [tenantId, productId], {
    name: 'product_by_id',
  });
  if (!row) throw notFound('smpc.product.not.found');
  return row;
}

export async function findProducts(db: Db, tenantId: number, productIds: readonly number[]): Promise<ProductRow[]> {
  if (productIds.length === 0) return [];
  return db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = $1 and p.id = any($2::bigint[])`, [
    tenantId,
    [...productIds],
  ]);
}
