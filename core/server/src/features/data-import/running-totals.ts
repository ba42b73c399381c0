import type { ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';

/**
 * The running totals a template keeps across the check stage's chunks (`runningTotal`), stored in
 * import_check_totals: read for a chunk's keys before its business check, and changed in the
 * transaction that stores (or corrects) the rows they count.
 */

/**
 * What these rows add, by key (rows without a value, or that the template does not count, add
 * nothing). Summed as the rows are read, without a share kept per row: a check chunk's 5,000 shares
 * outlived its business check's round trips and were copied by the young collections.
 */
export function amountsOf(contribution: ImportTemplateContribution, rows: readonly Pick<ImportedRow, 'rowId' | 'sheetIndex' | 'rowNum' | 'data'>[]): Map<string, number> {
  const sums = new Map<string, number>();
  const shareOf = contribution.runningTotal;
  if (!shareOf) return sums;
  for (const row of rows) {
    const share = shareOf(row as ImportedRow);
    if (share && Number.isFinite(share.amount)) sums.set(share.key, (sums.get(share.key) ?? 0) + share.amount);
  }
  return sums;
}

/** The stored sums of these keys. */
export async function storedTotals(db: Db, batchId: number, keys: Iterable<string>): Promise<Map<string, number>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<{ key: string; amount: number }>(
    'select key, amount::float8 as amount from import_check_totals where batch_id = $1 and key = any($2::text[])',
    [batchId, wanted],
  );
  return new Map(rows.map((r) => [r.key, r.amount]));
}

/**
 * One check run's running totals, kept in memory beside import_check_totals: read once when the run
 * starts (a check resumed after a crash starts from what its stored chunks added) and moved by each
 * chunk once the transaction that stores the chunk's rows and sums has committed. The run is the
 * batch's only writer while it holds the job's lease, so this saves a read of the sums per chunk.
 */
export class RunTotals {
  private constructor(private readonly sums: Map<string, number>) {}

  static async load(db: Db, batchId: number): Promise<RunTotals> {
    const rows = await db.query<{ key: string; amount: number }>('select key, amount::float8 as amount from import_check_totals where batch_id = $1', [batchId]);
    return new RunTotals(new Map(rows.map((r) => [r.key, r.amount])));
  }

  /** The sums of these keys that have any (as `storedTotals` answers them). */
  of(keys: Iterable<string>): Map<string, number> {
    const out = new Map<string, number>();
    for (const key of keys) {
      const sum = this.sums.get(key);
      if (sum !== undefined) out.set(key, sum);
    }
    return out;
  }

  /** After the amounts are stored. Rounded to 1e-9, as the stored numeric sum of quantities of up to 9 decimals is exact. */
  add(amounts: ReadonlyMap<string, number>): void {
    for (const [key, amount] of amounts) if (amount !== 0) this.sums.set(key, Math.round(((this.sums.get(key) ?? 0) + amount) * 1e9) / 1e9);
  }
}

/** Adds (or, negative, takes back) amounts to the stored sums: one statement. */
export async function addTotals(tx: Db, batchId: number, amounts: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...amounts].filter(([, amount]) => amount !== 0);
  if (entries.length === 0) return;
  await tx.query(
    `insert into import_check_totals (batch_id, key, amount)
     select $1, t.key, t.amount from unnest($2::text[], $3::numeric[]) as t(key, amount)
     on conflict (batch_id, key) do update set amount = import_check_totals.amount + excluded.amount`,
    [batchId, entries.map(([key]) => key), entries.map(([, amount]) => amount)],
  );
}

/** `a - b` per key. */
export function minus(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map(a);
  for (const [key, amount] of b) out.set(key, (out.get(key) ?? 0) - amount);
  return out;
}
