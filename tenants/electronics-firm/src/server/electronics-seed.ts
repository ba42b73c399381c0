import { seedSameProductFeedback } from '@mall-plugin/same-product-feedback/server';
import type { ServerSeedContext } from '@mall/sdk/server';

// Spec 3 gives the electronics firm's calls but none of their data; these are a believable demo.
// One set-based statement per table; idempotent through the primary keys.

/** Machines the tenant's computers, peripherals, appliances and electrical goods (and the demo cart's goods) fit. */
const MACHINES = `(values ('联想', 'ThinkCentre M90t', 'i7-13700 / 32G / 1TB SSD', '办公台式机'),
                          ('戴尔', 'OptiPlex 7010', 'i5-13500 / 16G / 512G SSD', ''),
                          ('惠普', 'LaserJet Pro M404dn', '网络 / 双面打印', '打印机'))`;

export async function seedElectronics(ctx: ServerSeedContext): Promise<void> {
  const tenantId = ctx.tenant.tenantId;
  await seedSameProductFeedback(ctx);
  await ctx.db.query(
    `insert into calb_compatible_machines (tenant_id, sku_id, machine_brand, machine_model, configuration, remark)
     select p.tenant_id, p.id, m.brand, m.model, m.configuration, m.remark
       from products p cross join ${MACHINES} as m(brand, model, configuration, remark)
      where p.tenant_id = $1
        and (p.category_code in ('IT', 'PERIPH', 'APPL', 'ELEC')
             -- and the goods of the demo carts (core's carts seed), so the demo's drawer has rows
             or p.id in (select product_id from cart_lines where tenant_id = $1))
     on conflict do nothing`,
    [tenantId],
  );
  // The first goods of each demo cart (core's carts seed) and every seventh product expire
  // within 45 days; the rest in a year and more.
  await ctx.db.query(
    `insert into calb_sku_expiry (tenant_id, sku_id, expiry_date)
     select tenant_id, id, current_date + case when first_in_cart then 20 when rn % 7 = 0 then 30 + (rn % 10)::int else 400 + (rn % 200)::int end
       from (select p.tenant_id, p.id, row_number() over (order by p.sales_volume desc, p.id) as rn,
                    p.id in (select distinct on (owner_id) product_id from cart_lines where tenant_id = $1 order by owner_id, id) as first_in_cart
               from products p where p.tenant_id = $1 and p.product_source = 'CATA') p
     on conflict do nothing`,
    [tenantId],
  );
  // Six changes a month apart, the last one today's catalogue price.
  await ctx.db.query(
    `insert into calb_price_changes (tenant_id, sku_id, change_date, price)
     select p.tenant_id, p.id, current_date - (k * 30),
            case when k = 0 then round(p.price, 2) else greatest(0.01, round(p.price * (1 + ((p.id + k) % 5 - 2) * 0.04), 2)) end
       from products p cross join generate_series(0, 5) as k
      where p.tenant_id = $1
     on conflict do nothing`,
    [tenantId],
  );
}
