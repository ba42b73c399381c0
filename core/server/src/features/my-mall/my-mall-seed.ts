import type { SeedPart } from '../../seed/seed-part';
import { DEMO_BUYERS } from '../home/home-seed';

const BASKETS = [
  { code: 'BASKET-RESTOCK', name: '每月办公补货 Monthly office restock', categories: ['OFFICE', 'PAPER', 'CLEAN'] },
  { code: 'BASKET-STARTER', name: '新员工入职包 New starter kit', categories: ['IT', 'PERIPH', 'FURN'] },
];

/**
 * What My Mall lists beside orders, for every demo buyer and member: four goods browsed over
 * the last days, an invoice for each seeded My orders order that is paid (applied) or received
 * (issued), and two purchase packages. Set-based: one statement per table; runs after the
 * my-orders part, whose orders the invoices name.
 */
export const myMallPart: SeedPart = {
  name: 'my-mall',
  async run(tx) {
    // Four goods looked at over the last days, so the history page starts with something.
    await tx.query(
      `insert into view_histories (tenant_id, user_id, product_id, viewed_at)
       select u.tenant_id, u.id, p.id, now() - p.rn * interval '7 hour'
         from users u
         cross join lateral (select pr.id, row_number() over (order by pr.sales_volume desc, pr.id)::int as rn
                               from products pr where pr.tenant_id = u.tenant_id and pr.shelf_flag = 1
                              order by pr.sales_volume desc, pr.id limit 4) p
        where ${DEMO_BUYERS}
       on conflict do nothing`,
    );
    // An invoice for each seeded order that is paid (applied) or received (issued); the header
    // and tax number are the order's own (my-orders seed).
    await tx.query(
      `insert into mall_invoices (tenant_id, owner_id, order_id, invoice_num, invoice_method_code, invoice_type_code, invoice_title_type_code,
                                  invoice_detail_type_code, invoice_header, tax_registration_number, tax_registration_address, tax_registration_phone,
                                  deposit_bank, bank_account_num, invoice_remark, amount, currency_code, status, issued_at, created_at)
       select o.tenant_id, o.owner_id, o.id, 'INV-' || o.order_num, '1', case when o.status = 'RECEIVED' then '2' else '1' end, '1', '100',
              coalesce(o.header #>> '{companyInvoiceVO,invoiceHeader}', c.company_name),
              coalesce(o.header #>> '{companyInvoiceVO,taxRegistrationNumber}', '91310000MA1FL0000X'),
              '上海市浦东新区世纪大道 100 号', '021-50001234', '中国工商银行上海分行', '1001 2345 6789 0001',
              case when o.status = 'RECEIVED' then '随货同行 / with the goods' end,
              o.amount, o.currency_code, case when o.status = 'RECEIVED' then 'ISSUED' else 'APPLIED' end,
              case when o.status = 'RECEIVED' then o.created_at + interval '3 day' end, o.created_at + interval '1 day'
         from orders o join companies c on c.id = o.company_id
        where o.order_num like 'PO-MY-%' and o.status in ('PAID', 'RECEIVED')
       on conflict (invoice_num) do nothing`,
    );
    await tx.query(
      `insert into shopping_baskets (tenant_id, owner_id, basket_code, basket_name)
       select u.tenant_id, u.id, b.code, b.name from users u cross join jsonb_to_recordset($1::jsonb) as b(code text, name text)
        where ${DEMO_BUYERS}
       on conflict (owner_id, basket_code) do nothing`,
      [JSON.stringify(BASKETS.map(({ code, name }) => ({ code, name })))],
    );
    await tx.query(
      `insert into shopping_basket_items (basket_id, product_id, quantity)
       select sb.id, p.id, p.min_purchase_quantity * 2
         from shopping_baskets sb
         join jsonb_to_recordset($1::jsonb) as b(code text, categories jsonb) on b.code = sb.basket_code
         cross join lateral (select pr.id, pr.min_purchase_quantity from products pr
                              where pr.tenant_id = sb.tenant_id and pr.shelf_flag = 1 and pr.product_source = 'CATA'
                                and pr.category_code in (select jsonb_array_elements_text(b.categories))
                              order by pr.sales_volume desc, pr.id limit 5) p
       on conflict do nothing`,
      [JSON.stringify(BASKETS.map(({ code, categories }) => ({ code, categories })))],
    );
  },
};
