import type { Db } from '../../db/db';
import type { SignedIn } from '../../test/sign-in';

/** A seeded receiving order of a demo buyer (`PO-RCV-<user>-<n>`, see receipts-seed.ts) with its delivery line ids by line number. */
export async function seededOrder(db: Db, who: SignedIn, n: 1 | 2 | 3 | 4): Promise<{ id: number; lines: number[] }> {
  const rows = await db.query<{ orderId: number; lineId: number }>(
    `select o.id as "orderId", cl.id as "lineId" from orders o join consignments c on c.order_id = o.id
       join consignment_lines cl on cl.consignment_id = c.id where o.order_num = $1 order by cl.line_num`,
    [`PO-RCV-${who.user.id}-${n}`],
  );
  if (rows.length === 0) throw new Error(`no seeded receiving order ${n} for ${who.user.loginName}`);
  return { id: Number(rows[0]!.orderId), lines: rows.map((r) => Number(r.lineId)) };
}

/** Received quantity of a delivery line as stored. */
export async function received(db: Db, lineId: number): Promise<number> {
  const [row] = await db.query<{ q: number }>('select received_quantity::float8 as q from consignment_lines where id = $1', [lineId]);
  return row!.q;
}

/** Makes a delivery line's quantity editable (goods of another source than catalogue or manual). */
export async function makeEditable(db: Db, lineId: number): Promise<void> {
  await db.query(`update consignment_lines set cec_from_code = 'JD' where id = $1`, [lineId]);
}
