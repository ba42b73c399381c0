import type { SeedPart } from './seed-part';

/**
 * Two orders waiting for receipt per buyer, each from one supplier with a few lines, so the
 * receiving screens of spec 2 have something to receive. Numbered per user, so re-running adds nothing.
 */
export const ordersPart: SeedPart = {
  name: 'orders',
  async run(tx) {
    const buyers = await tx.query<{ id: number; tenantId: number; organizationId: number; companyId: number; loginName: string }>(
      `select id, tenant_id as "tenantId", organization_id as "organizationId", company_id as "companyId", login_name as "loginName"
         from users where login_name like '%.buyer' order by id`,
    );
    for (const buyer of buyers) {
      for (const n of [1, 2]) {
        const orderNum = `PO-SEED-${buyer.id}-${n}`;
        const [order] = await tx.query<{ id: number; supplierId: number }>(
          `insert into orders (tenant_id, organization_id, owner_id, company_id, unit_id, supplier_company_id, order_num, batch_num, status,
                               currency_code, amount, payment_method_code, invoice_address_id, header)
           select $1, $2, $3, $4,
                  (select uu.unit_id from user_units uu where uu.user_id = $3 order by uu.default_flag desc limit 1),
                  s.id, $5, $6, 'WAITING_RECEIPT', 'CNY', 0, 'TRANSFER',
                  (select a.id from addresses a where a.user_id = $3 and a.address_type = 'INVOICE' limit 1), '{}'
             from supplier_companies s where s.tenant_id = $1 and s.supplier_num = $7
           on conflict (order_num) do nothing returning id, supplier_company_id as "supplierId"`,
          [buyer.tenantId, buyer.organizationId, buyer.id, buyer.companyId, orderNum, `LOT-SEED-${buyer.id}-${n}`, n === 1 ? 'SUP-001' : 'SUP-002'],
        );
        if (!order) continue;
        await tx.query(
          `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name)
           select $1, $2, row_number() over (order by p.id), p.id, p.product_name, p.product_source, p.min_purchase_quantity * 2, p.price,
                  round(p.price * p.min_purchase_quantity * 2, 2), p.uom_name
             from (select * from products p where p.tenant_id = $1 and p.supplier_company_id = $3 and p.currency_code = 'CNY'
                    order by p.sales_volume desc, p.id limit 3) p`,
          [buyer.tenantId, order.id, order.supplierId],
        );
        await tx.query('update orders set amount = (select coalesce(sum(line_amount), 0) from order_lines where order_id = $1) where id = $1', [order.id]);
      }
    }
  },
};
