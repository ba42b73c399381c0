import type { SeedPart } from '../../seed/seed-part';

/**
 * The orders of My orders: every demo buyer and member gets one order in each status of
 * MALL_ORDER_STATUSES, and two cancelled ones (with cancel code REVOKE and with none, which
 * shows 'cancelled'), over the last weeks so the date search has something to find. The order
 * waiting for receipt has lines in each line status; the rejected one carries the approver's
 * denial reason; the one waiting for approval names its approver. Set-based: one statement per
 * table, numbered per user (PO-MY-{user}-{n}), so re-running adds nothing.
 */
const TEMPLATES = [
  { n: 1, status: 'WAITING_APPROVE', supplier: 'SUP-001', days: 1, approver: '王晓明 Wang Xiaoming' },
  { n: 2, status: 'PENDING_PAYMENT', supplier: 'SUP-002', days: 2 },
  { n: 3, status: 'SUBMITTED', supplier: 'SUP-001', days: 4 },
  { n: 4, status: 'PAID', supplier: 'SUP-002', days: 6 },
  { n: 5, status: 'WAITING_RECEIPT', supplier: 'SUP-001', days: 9 },
  { n: 6, status: 'RECEIVED', supplier: 'SUP-002', days: 15 },
  { n: 7, status: 'REJECT', supplier: 'SUP-001', days: 20, approver: '王晓明 Wang Xiaoming', denial: '预算不足，请下季度再申请 / Budget exhausted, please apply next quarter' },
  { n: 8, status: 'CANCELLED', supplier: 'SUP-002', days: 25, cancelCode: 'REVOKE' },
  { n: 9, status: 'CANCELLED', supplier: 'SUP-001', days: 32 },
] as const;

export const myOrdersPart: SeedPart = {
  name: 'my-orders',
  async run(tx) {
    await tx.query(
      `insert into orders (tenant_id, organization_id, owner_id, company_id, unit_id, supplier_company_id, order_num, batch_num, status, currency_code,
                           amount, payment_method_code, invoice_address_id, receiver_address_id, header, approver_name, denial_reason, cancel_code,
                           cancelled_at, created_at)
       select u.tenant_id, u.organization_id, u.id, u.company_id,
              (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
              s.id, 'PO-MY-' || u.id || '-' || t.n, 'LOT-MY-' || u.id || '-' || t.n, t.status, 'CNY', 0,
              case when t.status = 'PENDING_PAYMENT' then 'ONLINE' else 'TRANSFER' end,
              (select a.id from addresses a where a.user_id = u.id and a.address_type = 'INVOICE' order by a.default_flag desc, a.id limit 1),
              (select a.id from addresses a where a.company_id = u.company_id and a.address_type = 'RECEIVER' and (a.user_id = u.id or a.belong_type = 1)
                order by a.default_flag desc, a.id limit 1),
              jsonb_build_object('remark', '季度办公用品补货 / Quarterly office restock', 'invoiceTypeCode', '1', 'invoiceTitleTypeCode', '1',
                                 'companyInvoiceVO', jsonb_build_object('invoiceHeader', c.company_name, 'taxRegistrationNumber', '91310000MA1FL0000X')),
              t.approver, t.denial, t.cancel_code,
              case when t.status = 'CANCELLED' then now() - (t.days - 1) * interval '1 day' end,
              now() - t.days * interval '1 day'
         from users u
         join companies c on c.id = u.company_id
         cross join json_to_recordset($1::json) as t(n int, status text, supplier text, days int, approver text, denial text, cancel_code text)
         join supplier_companies s on s.tenant_id = u.tenant_id and s.supplier_num = t.supplier
        where u.login_name like '%.buyer' or u.login_name like '%.member'
       on conflict (order_num) do nothing`,
      [JSON.stringify(TEMPLATES.map((t) => ({ ...t, cancel_code: 'cancelCode' in t ? t.cancelCode : null, denial: 'denial' in t ? t.denial : null })))],
    );
    // Three of the supplier's CNY goods per order; the line status follows the order's status
    // (the order waiting for receipt shows one line of each receiving state).
    await tx.query(
      `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name,
                                sub_status, cancel_code, denial_reason)
       select o.tenant_id, o.id, p.rn, p.id, p.product_name, p.product_source, p.min_purchase_quantity * (p.rn + 1), p.price,
              round(p.price * p.min_purchase_quantity * (p.rn + 1), 2), p.uom_name,
              case o.status when 'WAITING_RECEIPT' then (array['WAITING_RECEIVE', 'FINISH', 'CANCELLED'])[p.rn]
                            when 'RECEIVED' then 'FINISH' when 'REJECT' then 'REJECT' when 'CANCELLED' then 'CANCELLED' end,
              case when o.status = 'CANCELLED' then o.cancel_code when o.status = 'WAITING_RECEIPT' and p.rn = 3 then 'REFUSED' end,
              case when o.status = 'REJECT' then o.denial_reason end
         from orders o
         cross join lateral (select x.*, row_number() over (order by x.sales_volume desc, x.id)::int as rn
                               from products x where x.tenant_id = o.tenant_id and x.supplier_company_id = o.supplier_company_id
                                and x.currency_code = 'CNY' and x.shelf_flag = 1
                              order by x.sales_volume desc, x.id limit 3) p
        where o.order_num like 'PO-MY-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    );
    await tx.query(
      `update orders o set amount = l.total from (select order_id, sum(line_amount) as total from order_lines group by order_id) l
        where l.order_id = o.id and o.order_num like 'PO-MY-%' and o.amount = 0`,
    );
    // The approval history: the buyer's submit, then the approver's step (pending, rejected or approved).
    await tx.query(
      `insert into order_approvals (tenant_id, order_id, step, action, approver_name, comment, acted_at)
       select o.tenant_id, o.id, s.step,
              case when s.step = 1 then 'SUBMIT' when o.status = 'WAITING_APPROVE' then 'PENDING' when o.status = 'REJECT' then 'REJECT' else 'APPROVE' end,
              case when s.step = 1 then u.real_name else coalesce(o.approver_name, '王晓明 Wang Xiaoming') end,
              case when s.step = 2 and o.status = 'REJECT' then o.denial_reason end,
              case when s.step = 2 and o.status = 'WAITING_APPROVE' then null else o.created_at + (s.step - 1) * interval '3 hours' end
         from orders o join users u on u.id = o.owner_id cross join (values (1), (2)) as s(step)
        where o.order_num like 'PO-MY-%'
       on conflict (order_id, step) do nothing`,
    );
    // The received order has one after-sales request being handled: a return of its first line.
    await tx.query(
      `insert into after_sale_requests (tenant_id, organization_id, owner_id, order_id, request_num, request_type, reason_code, description, status, created_at)
       select o.tenant_id, o.organization_id, o.owner_id, o.id, 'AS-MY-' || o.owner_id, 'RETURN', 'DAMAGED', '外箱破损，一盒受潮 / Outer box damaged, one box wet',
              'PROCESSING', o.created_at + interval '3 days'
         from orders o where o.order_num like 'PO-MY-%-6'
       on conflict (request_num) do nothing`,
    );
    await tx.query(
      `insert into after_sale_lines (request_id, order_line_id, quantity)
       select r.id, l.id, 1 from after_sale_requests r join order_lines l on l.order_id = r.order_id and l.line_num = 1
        where r.request_num like 'AS-MY-%' and not exists (select 1 from after_sale_lines x where x.request_id = r.id)`,
    );
    await tx.query(
      `insert into after_sale_events (request_id, status, note, created_at)
       select r.id, e.status, e.note, r.created_at + e.after * interval '1 hour'
         from after_sale_requests r
         cross join (values ('SUBMITTED', null, 0), ('PROCESSING', '供应商已确认，等待退货 / Supplier confirmed, awaiting the return', 20)) as e(status, note, after)
        where r.request_num like 'AS-MY-%' and not exists (select 1 from after_sale_events x where x.request_id = r.id)`,
    );
  },
};
