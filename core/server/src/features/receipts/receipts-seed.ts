import type { SeedPart } from '../../seed/seed-part';

/**
 * Receiving demo for every demo buyer, set-based (one statement per table over all buyers):
 * four orders of their own (`PO-RCV-<user>-<n>`), each delivered by one consignment of three
 * lines - a standard line, a line in boxes of 6 (package quantities, double units) and a gift of
 * type 2 - with a logistics track over three days.
 *   1: partly received (4 of 10, one box of two); 2: nothing received yet, the first two lines
 *   received into stock (warehouses); 3: fully received; 4: receiving done elsewhere (receiptFlag 2,
 *   afterSaleFlag 2). Re-running adds nothing: every insert skips rows already there.
 */
const SOURCE_RANK = `case p.product_source when 'JD' then 0 when 'CATA' then 1 else 2 end`;

export const receiptsPart: SeedPart = {
  name: 'receipts',
  async run(tx) {
    await tx.query(
      `insert into inventories (tenant_id, organization_id, company_id, inventory_code, inventory_name)
       select distinct u.tenant_id, u.organization_id, u.company_id, w.code, w.name
         from users u cross join (values ('WH-01', '一号仓库 Main warehouse'), ('WH-02', '二号仓库 Spare parts'), ('WH-03', '办公用品库 Office supplies')) w(code, name)
        where u.login_name like '%.buyer'
       on conflict (tenant_id, company_id, inventory_code) do nothing`,
    );
    await tx.query(
      `insert into orders (tenant_id, organization_id, owner_id, company_id, unit_id, supplier_company_id, order_num, batch_num, status,
                           currency_code, amount, payment_method_code, header, receipt_flag, after_sale_flag, created_at)
       select u.tenant_id, u.organization_id, u.id, u.company_id,
              (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc limit 1),
              s.id, 'PO-RCV-' || u.id || '-' || n, 'LOT-RCV-' || u.id || '-' || n,
              case when n = 3 then 'RECEIVED' else 'WAITING_RECEIPT' end, 'CNY', 0, 'TRANSFER', '{}',
              case when n = 4 then 2 else 1 end, case when n = 4 then 2 else 1 end, now() - make_interval(days => 10 - n)
         from users u cross join generate_series(1, 4) n
         join supplier_companies s on s.tenant_id = u.tenant_id and s.supplier_num = 'SUP-001'
        where u.login_name like '%.buyer'
       on conflict (order_num) do nothing`,
    );
    // Three lines per order: editable goods (JD) first, then catalogue, then manual goods, so quantities can be changed where the supplier sells any.
    await tx.query(
      `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name)
       select o.tenant_id, o.id, p.rn, p.id, p.product_name, p.product_source, q.quantity, case when p.rn = 3 then 0 else p.price end,
              case when p.rn = 3 then 0 else round(p.price * q.quantity, 2) end, p.uom_name
         from orders o
         cross join lateral (
           select p.*, row_number() over (order by ${SOURCE_RANK}, p.sales_volume desc, p.id)::int as rn
             from products p
            where p.tenant_id = o.tenant_id and p.supplier_company_id = o.supplier_company_id and p.currency_code = 'CNY' and p.uom_precision = 0
            order by ${SOURCE_RANK}, p.sales_volume desc, p.id limit 3) p
         cross join lateral (select case p.rn when 1 then 10 when 2 then 12 else 2 end::numeric as quantity) q
        where o.order_num like 'PO-RCV-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    );
    await tx.query(
      `update orders o set amount = (select coalesce(sum(l.line_amount), 0) from order_lines l where l.order_id = o.id)
        where o.order_num like 'PO-RCV-%' and o.amount = 0`,
    );
    await tx.query(
      `insert into consignments (tenant_id, organization_id, owner_id, order_id, consignment_code, srm_consignment_code, ec_platform_code,
                                 delivery_id, logistics_company, third_order_id, logistics_staff, logistics_contact_info, created_at)
       select o.tenant_id, o.organization_id, o.owner_id, o.id, 'ASN-' || substr(o.order_num, 4), 'SRM-' || substr(o.order_num, 4), 'CATA',
              'SF' || lpad((o.id * 7919 % 100000000)::text, 10, '0'), '顺丰速运 SF Express', 'INV-' || substr(o.order_num, 4),
              '王师傅 Wang', '138' || lpad((o.id * 104729 % 100000000)::text, 8, '0'), o.created_at + interval '4 hours'
         from orders o where o.order_num like 'PO-RCV-%'
       on conflict (tenant_id, consignment_code) do nothing`,
    );
    await tx.query(
      `insert into consignment_lines (tenant_id, consignment_id, order_line_id, line_num, sku_id, sku_name, sku_code, cec_from_code, primary_url,
                                      sent_quantity, received_quantity, uom_id, uom_name, uom_precision, custom_uom_id, custom_uom_name,
                                      custom_uom_precision, custom_quantity, gift_type, receive_and_storage_flag, created_at)
       select c.tenant_id, c.id, l.id, l.line_num, p.id, l.product_name, p.item_code, p.product_source, p.image_path,
              l.quantity,
              case when o.order_num like '%-1' then case l.line_num when 1 then 4 when 2 then 6 else 0 end
                   when o.order_num like '%-3' then l.quantity else 0 end,
              1, l.uom_name, p.uom_precision,
              case when l.line_num = 2 then 2 end, case when l.line_num = 2 then '箱 box' end, case when l.line_num = 2 then 0 end,
              case when l.line_num = 2 then 6 end, case when l.line_num = 3 then 2 end,
              case when l.line_num < 3 and o.order_num like '%-2' then 1 else 0 end, c.created_at
         from consignments c join orders o on o.id = c.order_id join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
        where o.order_num like 'PO-RCV-%'
       on conflict (consignment_id, line_num) do nothing`,
    );
    await tx.query(
      `update order_lines l set sub_status = case when cl.received_quantity = cl.sent_quantity then 'FINISH' else 'WAITING_RECEIVE' end
         from consignment_lines cl where cl.order_line_id = l.id and l.sub_status is null`,
    );
    // What was received already has its receipt, so the receipt record and the lines agree.
    await tx.query(
      `insert into receipts (tenant_id, organization_id, owner_id, order_id, receipt_num, receipt_time, created_at)
       select o.tenant_id, o.organization_id, o.owner_id, o.id, 'RCV-' || substr(o.order_num, 4) || '-1', o.created_at + interval '2 days', o.created_at + interval '2 days'
         from orders o
        where o.order_num like 'PO-RCV-%' and (o.order_num like '%-1' or o.order_num like '%-3')
       on conflict (receipt_num) do nothing`,
    );
    await tx.query(
      `insert into receipt_entries (tenant_id, receipt_id, consignment_line_id, quantity, package_quantity)
       select r.tenant_id, r.id, cl.id, cl.received_quantity, cl.received_quantity / cl.custom_quantity
         from receipts r join consignments c on c.order_id = r.order_id join consignment_lines cl on cl.consignment_id = c.id
        where r.receipt_num like 'RCV-RCV-%' and cl.received_quantity > 0
          and not exists (select 1 from receipt_entries e where e.receipt_id = r.id)`,
    );
    // Six track entries over three days, oldest first as a courier reports them.
    await tx.query(
      `insert into logistics_tracks (tenant_id, consignment_id, operate_time, content)
       select c.tenant_id, c.id, c.created_at + make_interval(hours => t.hours), t.content
         from consignments c
         cross join (values (0, '【深圳】已揽收 Picked up in Shenzhen'), (6, '【深圳】已发出，下一站广州 Left Shenzhen for Guangzhou'),
                            (20, '【广州】到达转运中心 Arrived at the Guangzhou hub'), (30, '【广州】已发出 Left Guangzhou'),
                            (44, '【上海】到达派送网点 Arrived at the Shanghai delivery point'), (50, '【上海】派送中，快递员 王师傅 Out for delivery')) t(hours, content)
        where c.consignment_code like 'ASN-RCV-%'
          and not exists (select 1 from logistics_tracks x where x.consignment_id = c.id)`,
    );
  },
};
