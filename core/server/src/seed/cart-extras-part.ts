import type { SeedPart } from './seed-part';

/** Every supplier's free-shipping threshold and freight: demo carts under it show the warning. */
export const DEMO_POSTAGE = { freeShippingAmount: 3000, freight: 25 } as const;

/**
 * Gifts on each tenant's two best-selling catalogue goods (which the demo carts hold): the best
 * seller's follow the quantity received (type 2), the second's are one per line (type 1).
 */
export const cartExtrasPart: SeedPart = {
  name: 'cart-extras',
  async run(tx) {
    await tx.query(
      `insert into supplier_postage (tenant_id, supplier_company_id, currency_code, free_shipping_amount, freight)
       select s.tenant_id, s.id, 'CNY', $1, $2 from supplier_companies s
       on conflict (tenant_id, supplier_company_id, currency_code) do nothing`,
      [DEMO_POSTAGE.freeShippingAmount, DEMO_POSTAGE.freight],
    );
    await tx.query(
      `insert into product_gifts (tenant_id, product_id, gift_name, gift_type, gift_quantity)
       select p.tenant_id, p.id, case p.rn when 1 then '原厂配件包' else '定制帆布袋' end, case p.rn when 1 then 2 else 1 end, 1
         from (select p.tenant_id, p.id, row_number() over (partition by p.tenant_id order by p.sales_volume desc, p.id) as rn
                 from products p
                where p.product_source = 'CATA' and p.currency_code = 'CNY' and p.stock_state in (1, 2, 3) and p.stock_quantity >= 100
                  and p.min_package_quantity = 1 and p.max_purchase_quantity is null and p.purchase_quantity_limit is null) p
        where p.rn <= 2
       on conflict (tenant_id, product_id, gift_name) do nothing`,
    );
  },
};
