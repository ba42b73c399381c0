import type { SeedPart } from './seed-part';

/**
 * Each buyer starts with three plain catalogue goods in the cart, on their default address; the
 * online buyer with one JD and one catalogue article.
 */
export const cartsPart: SeedPart = {
  name: 'carts',
  async run(tx) {
    await tx.query(
      `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id)
       select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, p.min_purchase_quantity * (1 + p.rn % 3),
              (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
              (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1)
         from users u
         join lateral (select p.id, p.min_purchase_quantity, row_number() over (order by p.sales_volume desc, p.id) as rn
                         from products p
                        where p.tenant_id = u.tenant_id and p.product_source = 'CATA' and p.currency_code = 'CNY'
                          and p.stock_state in (1, 2, 3) and p.stock_quantity >= 100 and p.min_package_quantity = 1
                          and p.max_purchase_quantity is null and p.purchase_quantity_limit is null
                        order by p.sales_volume desc, p.id limit 3) p on true
        where u.login_name like '%.buyer'
       on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
    );
    // The online buyer of a core-only tenant: one e-commerce (JD) article and one catalogue
    // article of another supplier, so a submit makes two orders and the JD one is paid online.
    await tx.query(
      `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id)
       select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, p.min_purchase_quantity,
              (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
              (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1)
         from users u
         join lateral (select distinct on (p.product_source) p.id, p.min_purchase_quantity
                         from products p
                        where p.tenant_id = u.tenant_id and p.product_source in ('JD', 'CATA') and p.currency_code = 'CNY'
                          and p.stock_state in (1, 2, 3) and p.stock_quantity >= 100 and p.min_package_quantity = 1
                          and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.shelf_flag = 1
                          and p.price between 50 and 2000
                        order by p.product_source, p.sales_volume desc, p.id) p on true
        where u.login_name like '%.online-buyer'
       on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
    );
  },
};
