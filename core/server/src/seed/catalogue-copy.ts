import type { Db } from '../db/db';

/**
 * Gives each of `toTenants` its own copy of `fromTenant`'s catalogue (suppliers, goods, labels,
 * price history): one set-based statement per table for all of them, far cheaper than sending the
 * generated catalogue again or copying tenant by tenant (issue 17: 48 statements became 4).
 */
export async function copyCatalogue(tx: Db, fromTenant: number, toTenants: readonly number[]): Promise<void> {
  if (toTenants.length === 0) return;
  const params = [fromTenant, toTenants];
  await tx.query(
    `insert into supplier_companies (tenant_id, supplier_num, supplier_name)
     select t.id, s.supplier_num, s.supplier_name
       from supplier_companies s cross join unnest($2::bigint[]) as t(id)
      where s.tenant_id = $1
      order by array_position($2::bigint[], t.id), s.id
     on conflict (tenant_id, supplier_num) do nothing`,
    params,
  );
  await tx.query(
    `insert into products (tenant_id, item_code, product_name, product_source, same_sku_group, category_code, category_name,
            brand_name, supplier_company_id, currency_code, price, market_price, tax_rate, uom_name, uom_precision,
            min_purchase_quantity, min_package_quantity, max_purchase_quantity, purchase_quantity_limit, ladder_price_list,
            stock_state, stock_quantity, sales_volume, delivery_cycle, agreement_type, lowest_price_rule, image_path, shelf_flag, created_at)
     select ts.tenant_id, p.item_code, p.product_name, p.product_source, p.same_sku_group, p.category_code, p.category_name,
            p.brand_name, ts.id, p.currency_code, p.price, p.market_price, p.tax_rate, p.uom_name, p.uom_precision,
            p.min_purchase_quantity, p.min_package_quantity, p.max_purchase_quantity, p.purchase_quantity_limit, p.ladder_price_list,
            p.stock_state, p.stock_quantity, p.sales_volume, p.delivery_cycle, p.agreement_type, p.lowest_price_rule, p.image_path,
            p.shelf_flag, p.created_at
       from products p
       join supplier_companies fs on fs.id = p.supplier_company_id
       join supplier_companies ts on ts.tenant_id = any($2::bigint[]) and ts.supplier_num = fs.supplier_num
      where p.tenant_id = $1
      order by array_position($2::bigint[], ts.tenant_id), p.id
     on conflict (tenant_id, item_code) do nothing`,
    params,
  );
  await tx.query(
    `insert into product_labels (tenant_id, product_id, label_name)
     select t.tenant_id, t.id, l.label_name
       from product_labels l join products f on f.id = l.product_id
       join products t on t.tenant_id = any($2::bigint[]) and t.item_code = f.item_code
      where l.tenant_id = $1
     on conflict do nothing`,
    params,
  );
  await tx.query(
    `insert into product_price_changes (tenant_id, product_id, price, changed_at)
     select t.tenant_id, t.id, c.price, c.changed_at
       from product_price_changes c join products f on f.id = c.product_id
       join products t on t.tenant_id = any($2::bigint[]) and t.item_code = f.item_code
      where c.tenant_id = $1
        and not exists (select 1 from product_price_changes x where x.tenant_id = t.tenant_id)`,
    params,
  );
}
