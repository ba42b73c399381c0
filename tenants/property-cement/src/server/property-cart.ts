import type { ServerSeedContext } from '@mall/sdk/server';

/**
 * Catalogue categories the group buys as fixed assets. Their cart lines carry
 * attributeVarchar1 = 1, which makes the asset class of a budget row required unless the row
 * names an internal order (spec 3 section 5, property tenant).
 */
export const ASSET_CATEGORIES: readonly string[] = ['FURN', 'IT', 'APPL'];

/** Marks the tenant's cart lines of asset categories as asset purchases (seeded carts included). */
export async function seedAssetPurchaseFlags({ db, tenant }: ServerSeedContext): Promise<void> {
  await db.query(
    `update cart_lines c set attributes = c.attributes || '{"attributeVarchar1":"1"}'::jsonb
       from products p
      where p.id = c.product_id and p.tenant_id = c.tenant_id and c.tenant_id = $1 and p.category_code = any($2::text[])
        and not (c.attributes ? 'attributeVarchar1')`,
    [tenant.tenantId, [...ASSET_CATEGORIES]],
  );
}
