import type { SeedPart } from './seed-part';

/** The e-commerce platforms each tenant buys from, with the labels the detail shows. */
const PLATFORMS = [
  { code: 'JD', name: '京东企业购', labels: ['正品保障', '次日达', '7天无理由退货'], seq: 10 },
  { code: 'MANUAL', name: '线下采购', labels: ['人工询价'], seq: 90 },
];

/** Short reviews; each of the 40 best sellers of a tenant gets three, scores 3 to 5. */
const REVIEWS = ['质量不错，发货很快', '包装完好，与描述一致', '价格合适，会再次采购', '客服响应及时', '性价比一般，可以接受'];

export const productExtrasPart: SeedPart = {
  name: 'product-extras',
  async run(tx) {
    await tx.query(
      `insert into ec_platforms (tenant_id, platform_code, platform_name, label_list, order_seq)
       select t.id, x.code, x.name, x.labels, x.seq
         from tenants t, json_to_recordset($1::json) as x(code text, name text, labels jsonb, seq integer)
       on conflict (tenant_id, platform_code) do nothing`,
      [JSON.stringify(PLATFORMS)],
    );
    await tx.query(
      `insert into product_assessments (tenant_id, product_id, reviewer_name, score, content, created_at)
       select p.tenant_id, p.id, 'buyer' || lpad(((p.id * 7 + n) % 97)::text, 2, '0'),
              3 + ((p.id + n) % 3), ($1::text[])[1 + ((p.id + n) % array_length($1::text[], 1))],
              now() - make_interval(days => (n * 9 + p.id % 5)::int)
         from (select p.tenant_id, p.id, row_number() over (partition by p.tenant_id order by p.sales_volume desc, p.id) as rn from products p) p
         cross join generate_series(1, 3) as n
        where p.rn <= 40
          and not exists (select 1 from product_assessments a where a.product_id = p.id)`,
      [REVIEWS],
    );
  },
};
