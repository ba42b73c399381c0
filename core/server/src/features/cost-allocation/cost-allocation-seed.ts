import type { SeedPart } from '../../seed/seed-part';

/**
 * The first seeded cart line of each buyer gets two allocation rows and one customised product
 * line (a text, an image and an upload); the second gets one allocation row, so the side panel
 * has both shapes to show. Keyed by (cart line, seq), so re-running adds nothing.
 */
export const costAllocationPart: SeedPart = {
  name: 'cost-allocation',
  async run(tx) {
    const lines = await tx.query<{ id: number; tenantId: number; rn: number; imagePath: string; tenantNum: string }>(
      `select c.id, c.tenant_id as "tenantId", c.rn, p.image_path as "imagePath", t.tenant_num as "tenantNum"
         from (select c.*, row_number() over (partition by c.owner_id order by c.id) as rn
                 from cart_lines c join users u on u.id = c.owner_id
                where u.login_name like '%.buyer' and c.buy_now_flag = 0) c
         join products p on p.id = c.product_id
         join tenants t on t.id = c.tenant_id
        where c.rn <= 2`,
    );
    for (const line of lines) {
      const shops = line.rn === 1 ? [1, 2] : [1];
      for (const seq of shops) {
        await tx.query(
          `insert into cost_allocations (tenant_id, cart_line_id, line_seq, cost_shop_code, cost_shop_name, cost_department_name, receive_warehouse_name, project_cost_name)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (cart_line_id, line_seq) do nothing`,
          [line.tenantId, line.id, seq, `${line.tenantNum}-S00${seq}`, seq === 1 ? 'Xuhui flagship store' : 'Pudong airport store', seq === 1 ? 'Store operations' : 'Facilities',
            seq === 1 ? 'Shanghai central warehouse' : 'Pudong transfer warehouse', seq === 1 ? 'Spring refit 2026' : 'Airport maintenance'],
        );
      }
      if (line.rn !== 1) continue;
      const values: Array<[string, string, string]> = [
        ['Engraving text', 'INPUT', 'Procurement dept.'],
        ['Design sample', 'IMAGE', line.imagePath],
        ['Specification sheet', 'UPLOAD', line.imagePath],
      ];
      for (const [i, [name, type, value]] of values.entries()) {
        await tx.query(
          `insert into cost_allocation_custom_values (tenant_id, cart_line_id, line_seq, value_seq, component_name, component_type, cp_value)
           values ($1, $2, 1, $3, $4, $5, $6) on conflict (cart_line_id, line_seq, value_seq) do nothing`,
          [line.tenantId, line.id, i + 1, name, type, value],
        );
      }
    }
  },
};
