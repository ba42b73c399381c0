import type { ServerSeedContext } from '@mall/sdk/server';
import { DEFAULT_COLLECTION_APPROVAL_LIMIT } from '../collection-limit';

/**
 * The demo: the buyers (not the members) have a wallet account, so only they see 'My wallet';
 * each buyer's first cart line is collection-use goods (receiveFlag 1 in the line's attributes)
 * in a quantity whose amount reaches the approval condition, beside the purchase goods the core
 * seed put in the cart. One statement per table, idempotent.
 */
export async function seedInternet({ db, tenant }: ServerSeedContext): Promise<void> {
  await db.query(
    `insert into lilith_wallet_accounts (tenant_id, user_id, wallet_account)
     select u.tenant_id, u.id, 'WLT-' || upper(split_part(u.login_name, '.', 1)) || '-' || u.id from users u
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict do nothing`,
    [tenant.tenantId],
  );
  // Quantity: whole minimum packages worth a fifth more than the limit, so ladder prices keep it above.
  await db.query(
    `update cart_lines c
        set attributes = coalesce(c.attributes, '{}'::jsonb) || '{"receiveFlag": 1}'::jsonb,
            quantity = greatest(c.quantity, ceil($2 * 1.2 / p.price / p.min_package_quantity) * p.min_package_quantity)
       from products p, users u
      where p.id = c.product_id and u.id = c.owner_id and c.tenant_id = $1 and u.login_name like '%.buyer' and p.price > 0
        and c.id = (select min(f.id) from cart_lines f where f.owner_id = c.owner_id and f.tenant_id = $1)
        and not (coalesce(c.attributes, '{}'::jsonb) ? 'receiveFlag')`,
    [tenant.tenantId, DEFAULT_COLLECTION_APPROVAL_LIMIT],
  );
}
