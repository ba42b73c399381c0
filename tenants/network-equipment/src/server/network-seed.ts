import type { ServerSeedContext } from '@mall/sdk/server';
import { IT_CATEGORIES } from './network-routes';

const IT_STREET = 'IT 设备仓（成本中心 CC-IT-01）';
const JD_INVOICE_STREET = '京东登记开票地址（财务部）';

/**
 * The demo, one statement per table, idempotent: each company an IT receiving address and a JD
 * registered invoice address (both company-level, in the region of a buyer's default address);
 * the two best-selling IT goods shipped from external stock, the next two with a failed
 * compatibility sample; each buyer's cart one of each and two JD goods (to export to a purchase
 * request), so the confirmations and the export show on the demo's own data.
 */
export async function seedNetwork({ db, tenant }: ServerSeedContext): Promise<void> {
  await db.query(
    `insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id,
                            region_id_list, address, full_address, zip, default_flag)
     select a.tenant_id, a.organization_id, a.company_id, null, k.kind, 1, k.contact, '13900139001', a.region_id, a.region_id_list,
            k.street, left(a.full_address, length(a.full_address) - length(a.address)) || k.street, a.zip, 0
       from (select distinct on (a.company_id) a.* from addresses a
              where a.tenant_id = $1 and a.address_type = 'RECEIVER' and a.default_flag = 1 and a.user_id is not null order by a.company_id, a.id) a
       cross join (values ('RECEIVER', '网络部 IT 收货组', $2::text), ('INVOICE', '财务部', $3::text)) as k(kind, contact, street)
      where not exists (select 1 from addresses x where x.tenant_id = a.tenant_id and x.company_id = a.company_id and x.address = k.street)`,
    [tenant.tenantId, IT_STREET, JD_INVOICE_STREET],
  );
  await db.query(
    `insert into zyt_it_addresses (tenant_id, company_id, address_id)
     select tenant_id, company_id, min(id) from addresses where tenant_id = $1 and address = $2 group by tenant_id, company_id
     on conflict do nothing`,
    [tenant.tenantId, IT_STREET],
  );
  await db.query(
    `insert into zyt_jd_invoice_addresses (tenant_id, company_id, invoice_address_id)
     select tenant_id, company_id, min(id) from addresses where tenant_id = $1 and address = $2 group by tenant_id, company_id
     on conflict do nothing`,
    [tenant.tenantId, JD_INVOICE_STREET],
  );
  await db.query(
    `insert into zyt_product_checks (tenant_id, product_id, external_stock, sample_no, sample_result, reason_zh, reason_en)
     select p.tenant_id, p.id, case when p.rn <= 2 then 1 else 0 end,
            case when p.rn > 2 then 'CS-2026-' || lpad(p.rn::text, 4, '0') end, case when p.rn > 2 then 'FAILED' end,
            case when p.rn > 2 then '与现网交换机固件不兼容' end, case when p.rn > 2 then 'Not compatible with the installed switch firmware' end
       from (select p.*, row_number() over (order by p.sales_volume desc, p.id) as rn from products p
              where p.tenant_id = $1 and p.product_source = 'CATA' and p.category_code = any($2::text[]) and p.shelf_flag = 1 and p.currency_code = 'CNY'
                and p.min_package_quantity = 1 and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.stock_quantity >= 100) p
      where p.rn <= 4
     on conflict do nothing`,
    [tenant.tenantId, IT_CATEGORIES],
  );
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id)
     select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, p.min_purchase_quantity,
            (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
            (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1)
       from users u
       join lateral (
         (select p.id, p.min_purchase_quantity from zyt_product_checks z join products p on p.id = z.product_id
           where z.tenant_id = u.tenant_id and (z.external_stock = 1 or z.sample_result = 'FAILED') order by z.sample_result nulls first, p.sales_volume desc limit 1)
         union all
         (select p.id, p.min_purchase_quantity from zyt_product_checks z join products p on p.id = z.product_id
           where z.tenant_id = u.tenant_id and z.sample_result = 'FAILED' order by p.sales_volume desc limit 1)
         union all
         (select p.id, p.min_purchase_quantity from products p
           where p.tenant_id = u.tenant_id and p.product_source = 'JD' and p.currency_code = 'CNY' and p.shelf_flag = 1 and p.stock_quantity >= 100
             and p.min_package_quantity = 1 and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.price between 50 and 3000
           order by p.sales_volume desc, p.id limit 2)) p on true
      where u.tenant_id = $1 and u.login_name like '%.buyer'
     on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
    [tenant.tenantId],
  );
}
