import type { SeedPart } from '../../seed/seed-part';
import { PURCHASE_UNIT_DIMENSIONS } from './purchase-unit-dimensions';

/** Values of the five purchase-unit dimensions (platform value sets, tenant 0). */
const DIMENSION_VALUES: Readonly<Record<string, readonly [string, string, string][]>> = {
  PURCHASE_ORGANIZATION: [['PO-HQ', '总部采购组织', 'Head-office purchasing'], ['PO-EAST', '华东采购组织', 'East China purchasing']],
  COMPANY: [['C-100', '集团股份公司', 'Group holding company'], ['C-200', '华东子公司', 'East China subsidiary']],
  BUSINESS_ENTITY: [['BE-01', '上海业务实体', 'Shanghai business entity'], ['BE-02', '苏州业务实体', 'Suzhou business entity']],
  INVENTORY_ORGANIZATION: [['IO-SH', '上海库存组织', 'Shanghai inventory'], ['IO-SZ', '苏州库存组织', 'Suzhou inventory']],
  PUR_ORGANIZATION: [['PUR-IT', 'IT采购组', 'IT purchasing group'], ['PUR-ADMIN', '行政采购组', 'Admin purchasing group']],
};

/** The fields of the order's header and lines the panel shows (visible 1) or keeps hidden (0). */
const FIELD_CONFIGS = [
  ['HEADER', 'remark', 1, 10], ['HEADER', 'batchNum', 1, 20], ['HEADER', 'unitName', 1, 30], ['HEADER', 'orderTypeCode', 0, 40],
  ['LINE', 'remark', 1, 10], ['LINE', 'neededDate', 1, 20], ['LINE', 'skuCode', 0, 30],
] as const;

/**
 * After-order extras for every demo buyer and member, set-based (one statement per table):
 * - the value sets of the purchase-unit dimension form and the tenants' panel field configs;
 * - an e-commerce order (`PO-EC-<user>`, platform JD, waiting for receipt, unread) whose lines
 *   are sold in boxes (double units: box of 6 / box of 12 pieces), confirmed as a whole by
 *   ec-order/confirm;
 * - custom dimensions on that order and on the My orders order waiting for approval (header and
 *   line 1; one hidden by displayFlag 0 to show it stays out), and purchase-unit dimensions;
 * - the double-UOM setting on for the KINGFA mall, so its buyers see the double units.
 * Re-running adds nothing.
 */
export const orderExtrasPart: SeedPart = {
  name: 'order-extras',
  async run(tx) {
    await tx.query(
      `insert into lov_values (tenant_id, lov_code, value, meaning_zh, meaning_en, order_seq, data)
       select 0, 'SMODR.' || x.dimension, x.value, x.zh, x.en, x.seq, '{}'::jsonb
         from json_to_recordset($1::json) as x(dimension text, value text, zh text, en text, seq int)
       on conflict (tenant_id, lov_code, value) do nothing`,
      [JSON.stringify(PURCHASE_UNIT_DIMENSIONS.flatMap((d) => DIMENSION_VALUES[d]!.map(([value, zh, en], i) => ({ dimension: d, value, zh, en, seq: (i + 1) * 10 }))))],
    );
    await tx.query(
      `insert into order_field_configs (tenant_id, field_level, field_code, visible, order_seq)
       select t.id, x.level, x.code, x.visible, x.seq from tenants t cross join json_to_recordset($1::json) as x(level text, code text, visible int, seq int)
       on conflict do nothing`,
      [JSON.stringify(FIELD_CONFIGS.map(([level, code, visible, seq]) => ({ level, code, visible, seq })))],
    );
    await tx.query(
      `insert into orders (tenant_id, organization_id, owner_id, company_id, unit_id, supplier_company_id, order_num, batch_num, status, currency_code,
                           amount, payment_method_code, header, ec_platform_code, read_flag, unit_dimensions, created_at)
       select u.tenant_id, u.organization_id, u.id, u.company_id,
              (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
              s.id, 'PO-EC-' || u.id, 'LOT-EC-' || u.id, 'WAITING_RECEIPT', 'CNY', 0, 'TRANSFER',
              jsonb_build_object('remark', '电商订单，整单确认收货 / E-commerce order, confirmed as a whole'), 'JD', 0,
              $1::jsonb, now() - interval '3 days'
         from users u join supplier_companies s on s.tenant_id = u.tenant_id and s.supplier_num = 'SUP-002'
        where u.login_name like '%.buyer' or u.login_name like '%.member'
       on conflict (order_num) do nothing`,
      [JSON.stringify(Object.fromEntries(PURCHASE_UNIT_DIMENSIONS.map((d) => [d, { value: DIMENSION_VALUES[d]![0]![0] }])))],
    );
    // Two lines sold in boxes: the base unit is the product's, the box holds 6 or 12 of them.
    await tx.query(
      `insert into order_lines (tenant_id, order_id, line_num, product_id, product_name, product_source, quantity, unit_price, line_amount, uom_name,
                                sub_status, remark, needed_date, uom_id, custom_uom_id, custom_uom_name, custom_quantity)
       select o.tenant_id, o.id, p.rn, p.id, p.product_name, p.product_source, p.box * 2, p.price, round(p.price * p.box * 2, 2), p.uom_name,
              'WAITING_RECEIVE', case when p.rn = 1 then '请放前台 / Leave at reception' end, (now() + interval '5 days')::date,
              1, 2, '箱 box', p.box
         from orders o
         cross join lateral (select x.*, row_number() over (order by x.sales_volume desc, x.id)::int as rn, (6 * row_number() over (order by x.sales_volume desc, x.id))::numeric as box
                               from products x where x.tenant_id = o.tenant_id and x.supplier_company_id = o.supplier_company_id
                                and x.currency_code = 'CNY' and x.shelf_flag = 1 and x.uom_precision = 0
                              order by x.sales_volume desc, x.id limit 2) p
        where o.order_num like 'PO-EC-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    );
    await tx.query(
      `update orders o set amount = l.total from (select order_id, sum(line_amount) as total from order_lines group by order_id) l
        where l.order_id = o.id and o.order_num like 'PO-EC-%' and o.amount = 0`,
    );
    await tx.query(
      `update orders set unit_dimensions = $1::jsonb where order_num like 'PO-MY-%-1' and unit_dimensions = '{}'::jsonb`,
      [JSON.stringify(Object.fromEntries(PURCHASE_UNIT_DIMENSIONS.map((d) => [d, { value: DIMENSION_VALUES[d]![1]![0] }])))],
    );
    await tx.query(
      `insert into order_custom_dimensions (tenant_id, order_id, line_num, dimension_code, dimension_name, component_type, value, value_name,
                                            display_flag, fx_display_flag, order_seq)
       select o.tenant_id, o.id, d.line_num, d.code, d.name, d.component, d.value, d.value_name, d.display, 1, d.seq
         from orders o cross join json_to_recordset($1::json) as d(line_num int, code text, name text, component text, value text, value_name text, display int, seq int)
        where o.order_num like 'PO-EC-%' or o.order_num like 'PO-MY-%-1'
       on conflict do nothing`,
      [
        JSON.stringify([
          { line_num: null, code: 'PROJECT', name: '项目 Project', component: 'TEXT_FIELD', value: 'PRJ-2026-017', value_name: '新园区装修 New campus fit-out', display: 1, seq: 10 },
          { line_num: null, code: 'CONTRACT_NO', name: '合同号 Contract', component: 'TEXT_FIELD', value: 'HT-88231', value_name: null, display: 1, seq: 20 },
          { line_num: null, code: 'INTERNAL_NOTE', name: '内部备注 Internal note', component: 'TEXT_FIELD', value: '仅财务可见 / Finance only', value_name: null, display: 0, seq: 30 },
          { line_num: 1, code: 'COST_CENTER', name: '成本中心 Cost centre', component: 'SINGLE_SELECT', value: 'CC-410', value_name: '行政部 Administration', display: 1, seq: 10 },
          { line_num: 1, code: 'ASSET_TAG', name: '资产标签 Asset tag', component: 'TEXT_FIELD', value: 'FA-0091', value_name: null, display: 1, seq: 20 },
        ]),
      ],
    );
    await tx.query(
      `update web_configs w set settings = w.settings || '{"doubleUomFlag": 1}'::jsonb
        from users u where u.login_name = 'kingfa.buyer' and w.organization_id = u.organization_id and coalesce((w.settings->>'doubleUomFlag')::int, 0) = 0`,
    );
  },
};
