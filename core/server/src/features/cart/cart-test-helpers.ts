import type { Db } from '../../db/db';

/** A product of the tenant matching a condition over alias p (test data lookup). */
export async function pickProduct(db: Db, tenantId: number, condition: string, offset = 0): Promise<{ id: number; price: number; currencyCode: string; min: number; pack: number }> {
  const [row] = await db.query<{ id: number; price: number; currencyCode: string; min: number; pack: number }>(
    `select p.id, p.price::float8 as price, p.currency_code as "currencyCode", p.min_purchase_quantity::float8 as min,
            p.min_package_quantity::float8 as pack
       from products p where p.tenant_id = $1 and ${condition} order by p.id offset ${offset} limit 1`,
    [tenantId],
  );
  if (!row) throw new Error(`no product where ${condition}`);
  return row;
}

/** A plain catalogue good nobody has in the cart: CNY, minimum 1, no packaging, plenty of stock, no caps. */
export const PLAIN = `p.product_source = 'CATA' and p.currency_code = 'CNY' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1
  and p.stock_state = 1 and p.stock_quantity > 500 and p.max_purchase_quantity is null and p.purchase_quantity_limit is null
  and p.ladder_price_list = '[]'::jsonb and not exists (select 1 from cart_lines c where c.product_id = p.id)`;

/** A receiving address of the user on a real 4-level region path, written straight to the table. */
export async function insertAddress(db: Db, user: { tenantId: number; organizationId: number; companyId: number; id: number }, addressType = 'RECEIVER'): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id,
                            region_id_list, address, full_address)
     values ($1, $2, $3, $4, $5, 2, '张三', '13800138000', 110101001, '[11, 1101, 110101, 110101001]', '东华门大街1号', '北京市市辖区东城区东华门街道东华门大街1号')
     returning id`,
    [user.tenantId, user.organizationId, user.companyId, user.id, addressType],
  );
  return row!.id;
}
