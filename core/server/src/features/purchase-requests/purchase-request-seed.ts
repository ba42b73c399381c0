import type { SeedPart } from '../../seed/seed-part';

/**
 * My requests of every demo buyer and member: one request in each of the seven statuses of
 * spec 2 section 4 (PR-MY-{user}-{n}), each with two manual lines, the first naming one of the
 * tenant's manual products (so buy again can put it into the cart); the approved one has its
 * second line cancelled (cancelStatus CANCELED) and names the company's first budget, the
 * submitted and approved ones carry their approval record. Set-based: one statement per table,
 * numbered per user, so re-running adds nothing.
 */
const TEMPLATES = [
  { n: 1, status: 'NEW', days: 1, title: '办公用品补充 / Office supplies top-up' },
  { n: 2, status: 'SUBMITTED', days: 3, title: '会议室投影仪 / Meeting room projector' },
  { n: 3, status: 'APPROVED', days: 6, title: '仓库货架 / Warehouse shelving' },
  { n: 4, status: 'TO_PO', days: 10, title: '打印耗材 / Printer consumables' },
  { n: 5, status: 'CANCELLING', days: 14, title: '员工工服 / Staff uniforms' },
  { n: 6, status: 'CANCEL_TO_CONFIRM', days: 18, title: '清洁用品 / Cleaning supplies' },
  { n: 7, status: 'CANCELED', days: 25, title: '展会物料 / Trade fair material' },
] as const;

const LINES = [
  { line: 1, name: '手工录入：A4 复印纸 / A4 copy paper', spec: '70g 500张/包', quantity: 20, uom: '包', price: 25.5, supplier: '晨光文具 / M&G' },
  { line: 2, name: '手工录入：白板笔 / Whiteboard markers', spec: '黑色 10支/盒', quantity: 5, uom: '盒', price: 18, supplier: '' },
] as const;

export const purchaseRequestsPart: SeedPart = {
  name: 'purchase-requests',
  async run(tx) {
    await tx.query(
      `insert into mall_requests (tenant_id, organization_id, owner_id, company_id, request_num, status, title, budget_id, remark, submitted_at, created_at, updated_at)
       select u.tenant_id, u.organization_id, u.id, u.company_id, 'PR-MY-' || u.id || '-' || t.n, t.status, t.title,
              case when t.status = 'APPROVED' then (select b.id from budgets b where b.company_id = u.company_id and b.tenant_id = u.tenant_id order by b.id limit 1) end,
              '演示申请 / Demo request',
              case when t.status <> 'NEW' then now() - t.days * interval '1 day' + interval '1 hour' end,
              now() - t.days * interval '1 day', now() - t.days * interval '1 day'
         from users u cross join json_to_recordset($1::json) as t(n int, status text, days int, title text)
        where u.login_name like '%.buyer' or u.login_name like '%.member'
       on conflict (request_num) do nothing`,
      [JSON.stringify(TEMPLATES)],
    );
    await tx.query(
      `insert into mall_request_entries (tenant_id, request_id, line_num, sku_name, specification, quantity, uom_name, estimated_price, needed_date,
                                         supplier_suggestion, cancel_status, product_id)
       select r.tenant_id, r.id, l.line, coalesce(m.product_name, l.name), l.spec, l.quantity, coalesce(m.uom_name, l.uom), l.price,
              (r.created_at + interval '14 days')::date, nullif(l.supplier, ''),
              case when r.status = 'APPROVED' and l.line = 2 then 'CANCELED' end, m.id
         from mall_requests r cross join json_to_recordset($1::json) as l(line int, name text, spec text, quantity numeric, uom text, price numeric, supplier text)
         left join lateral (
           select p.id, p.product_name, p.uom_name from products p
            where l.line = 1 and p.tenant_id = r.tenant_id and p.product_source = 'MANUAL' and p.shelf_flag = 1 and p.min_package_quantity = 1
              and p.min_purchase_quantity <= l.quantity and p.max_purchase_quantity is null and p.purchase_quantity_limit is null
            order by p.id limit 1
         ) m on true
        where r.request_num like 'PR-MY-%'
       on conflict (request_id, line_num) do nothing`,
      [JSON.stringify(LINES)],
    );
    await tx.query(
      `insert into mall_request_approvals (tenant_id, request_id, step, action, approver_name, comment, acted_at)
       select r.tenant_id, r.id, s.step, s.action, case when s.step = 1 then u.login_name else '部门经理 Department manager' end, s.comment,
              case when s.action <> 'PENDING' then r.submitted_at + (s.step - 1) * interval '2 hours' end
         from mall_requests r join users u on u.id = r.owner_id
         join json_to_recordset($1::json) as s(status text, step int, action text, comment text) on s.status = r.status
        where r.request_num like 'PR-MY-%'
       on conflict (request_id, step) do nothing`,
      [JSON.stringify([
        { status: 'SUBMITTED', step: 1, action: 'SUBMIT', comment: null },
        { status: 'SUBMITTED', step: 2, action: 'PENDING', comment: null },
        ...['APPROVED', 'TO_PO'].flatMap((status) => [
          { status, step: 1, action: 'SUBMIT', comment: null },
          { status, step: 2, action: 'APPROVE', comment: '同意 / Agreed' },
        ]),
      ])],
    );
  },
};
