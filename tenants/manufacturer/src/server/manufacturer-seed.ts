import type { ServerSeedContext } from '@mall/sdk/server';

/** The demo's hand-picked warehouses (HANDLE); buyers without any see AUTO. */
const WAREHOUSES = [
  [1, '柳州总装仓 (Liuzhou assembly)', 'WH-LZ-01', '广西柳州市柳南区河西路18号'],
  [2, '青岛分装仓 (Qingdao sub-assembly)', 'WH-QD-02', '山东青岛市黄岛区江山南路'],
] as const;

/** Hand-picked lines' items hold this much SAP stock over their safety stock in the demo. */
const SAFETY_STOCK = 100;

/**
 * The demo, one statement per table, idempotent: every catalogue category maintained as an item
 * category; each company an inventory organisation; each buyer (not the member) two warehouses
 * to hand-pick, so the buyer's warehouse permission is HANDLE and the member's AUTO; each
 * buyer's cart five more goods of one category, the first auto-assigned (autoFlag 1), the rest
 * hand-picked (autoFlag 0); and SAP stock above the safety stock for the items of the
 * hand-picked lines (the low-stock confirm then lists them, first 3 then 'etc.'), below it for
 * the rest of the best sellers.
 */
export async function seedManufacturer({ db, tenant }: ServerSeedContext): Promise<void> {
  const id = tenant.tenantId;
  await db.query(
    `insert into item_categories (tenant_id, category_code, item_category_id, item_category_name)
     select $1, category_code, 9000 + row_number() over (order by category_code), min(category_name)
       from products where tenant_id = $1 group by category_code
     on conflict do nothing`,
    [id],
  );
  await db.query(
    `insert into wuling_inv_organizations (tenant_id, company_id, inv_organization_code)
     select tenant_id, id, 'WL' || lpad(id::text, 4, '0') from companies where tenant_id = $1
     on conflict do nothing`,
    [id],
  );
  await db.query(
    `insert into wuling_warehouse_permissions (tenant_id, user_id, warehouse_id, warehouse_name, inventory_code, warehouse_address)
     select u.tenant_id, u.id, w.id, w.name, w.code, w.address
       from users u cross join jsonb_to_recordset($2::jsonb) as w(id bigint, name text, code text, address text)
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict do nothing`,
    [id, JSON.stringify(WAREHOUSES.map(([wid, name, code, address]) => ({ id: wid, name, code, address })))],
  );
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id, attributes)
     select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, p.min_purchase_quantity * 2,
            (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
            (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1),
            jsonb_build_object('autoFlag', case when p.rn = 1 then 1 else 0 end)
       from users u
       join lateral (
         select p.id, p.min_purchase_quantity, row_number() over (order by p.sales_volume desc, p.id) as rn
           from products p
          where p.tenant_id = u.tenant_id and p.product_source = 'CATA' and p.currency_code = 'CNY' and p.shelf_flag = 1
            and p.stock_state in (1, 2, 3) and p.stock_quantity >= 100 and p.min_package_quantity = 1
            and p.max_purchase_quantity is null and p.purchase_quantity_limit is null
            and not exists (select 1 from cart_lines x where x.owner_id = u.id and x.product_id = p.id)
            and p.category_code = (select q.category_code from products q where q.tenant_id = u.tenant_id and q.product_source = 'CATA'
                                     and q.shelf_flag = 1 group by q.category_code order by count(*) desc, q.category_code limit 1)
          order by p.sales_volume desc, p.id limit 5) p on true
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
    [id],
  );
  await db.query(
    `update cart_lines c set attributes = c.attributes || jsonb_build_object('autoFlag', 0)
      where c.tenant_id = $1 and not (c.attributes ? 'autoFlag')`,
    [id],
  );
  await db.query(
    `insert into wuling_sap_stocks (tenant_id, inv_organization_code, item_code, inventory, safety_stock)
     select o.tenant_id, o.inv_organization_code, p.item_code,
            case when exists (select 1 from cart_lines c where c.tenant_id = p.tenant_id and c.product_id = p.id and c.attributes->>'autoFlag' = '0')
                 then $2 + 50 + (p.id % 7) * 20 else (p.id * 37) % $2 end,
            $2
       from wuling_inv_organizations o
       join lateral (select p.* from products p where p.tenant_id = o.tenant_id
                      order by (exists (select 1 from cart_lines c where c.tenant_id = p.tenant_id and c.product_id = p.id)) desc, p.sales_volume desc, p.id
                      limit 300) p on true
      where o.tenant_id = $1
     on conflict do nothing`,
    [id, SAFETY_STOCK],
  );
}
