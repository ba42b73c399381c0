import type { ImportCall, ImportRowRange } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { productsByCode, quantityRefusal } from './cart-import-products';

/**
 * The cart imports' chunk staged without reading its rows back into Node (issue 13's speed aims:
 * reading 100,000 rows' values through PGlite's protocol was a third of the import stage). The
 * rows of one id range are grouped in SQL by product code and quantity, the cart's per-row rules
 * are applied once per group (a rule's outcome depends on nothing else), and if every group passes
 * the range is summed per product into import_cart_lines by one INSERT ... SELECT, as `stageRows`
 * would have summed it row by row (quantities, the last remark and needed date, the last row id).
 * Returns false when a group is refused or a code is unknown: the pipeline then stages the range row
 * by row (`importRows`), which names every refused row. The cart imports' `stageRange`.
 */
export async function stageCartRange(call: ImportCall, range: ImportRowRange): Promise<boolean> {
  const db = call.db as Db;
  const { batchId, batch, afterRowId: after, lastRowId: last } = range;
  const groups = await db.query<{ code: string; quantity: number; lastId: number }>(
    `select r.value->>'itemCode' as code, (r.value->>'quantity')::float8 as quantity, max(r.id)::int as "lastId"
       from import_rows r where r.batch_id = $1 and r.status = 'VALID_SUCCESS' and r.id > $2 and r.id <= $3
      group by 1, 2`,
    [batchId, after, last],
    { name: 'import-cart-range-groups' },
  );
  if (groups.length === 0) return true;
  const products = await productsByCode(db, call.session.tenantId, groups.map((g) => g.code));
  for (const group of groups) {
    const product = products.get(group.code);
    if (!product || product.shelfFlag !== 1 || quantityRefusal(product, group.quantity, group.quantity, group.lastId)) return false;
  }
  await db.query(
    `insert into import_cart_lines (batch, product_id, quantity, remark, needed_date, last_row_id)
     select $1, p.id, sum((r.value->>'quantity')::numeric),
            (array_agg(r.value->>'remark' order by r.id desc) filter (where r.value->>'remark' is not null))[1],
            (array_agg((r.value->>'neededDate')::date order by r.id desc) filter (where r.value->>'neededDate' is not null))[1],
            max(r.id)
       from import_rows r join products p on p.tenant_id = $5 and p.item_code = r.value->>'itemCode'
      where r.batch_id = $2 and r.status = 'VALID_SUCCESS' and r.id > $3 and r.id <= $4
      group by p.id
     on conflict (batch, product_id) do update set quantity = import_cart_lines.quantity + excluded.quantity,
       remark = coalesce(excluded.remark, import_cart_lines.remark), needed_date = coalesce(excluded.needed_date, import_cart_lines.needed_date),
       last_row_id = excluded.last_row_id`,
    [batch, batchId, after, last, call.session.tenantId],
  );
  return true;
}
