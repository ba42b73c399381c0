import type { Db } from '../../db/db';
import type { CheckedRow } from './row-check';

/** A chunk's rows could not be stored because another gateway stored them: this one lost the job's lease. */
export class RowsTakenOver extends Error {
  constructor() {
    super('the rows were stored by another gateway');
  }
}

const COLUMNS = ['batch_id', 'sheet_index', 'row_num', 'data', 'value', 'status', 'info'] as const;
/** A JSON value as a quoted CSV field; no value as an unquoted empty field, which COPY reads as NULL. */
const jsonField = (value: unknown) => (value === null ? '' : `"${JSON.stringify(value).replaceAll('"', '""')}"`);

/**
 * Stores checked rows in import_rows: the rows of a check's chunk that failed (the valid ones are
 * kept in chunks, row-chunks.ts). On PGlite by COPY (a file of mostly wrong rows: 100,000 rows in
 * 2.2-2.8 s against 4.6 s through jsonb_to_recordset, measured side by side), elsewhere by one
 * INSERT ... SELECT. A row already there means a gateway that took the job over stored it (the
 * check resumes after the last stored row, so this gateway's own rows never repeat): COPY cannot
 * skip it, so `RowsTakenOver` ends this gateway's run and the job goes on where it is held.
 */
export async function storeCheckedRows(tx: Db, batchId: number, rows: readonly CheckedRow[]): Promise<void> {
  if (tx.copyCsv) {
    const csv = rows
      .map((r) => `${batchId},${r.sheetIndex},${r.rowNum},${jsonField(r.data)},${jsonField(r.value)},${r.value ? 'VALID_SUCCESS' : 'VALID_FAILED'},${jsonField(r.info.length ? r.info : null)}`)
      .join('\n');
    try {
      await tx.copyCsv('import_rows', COLUMNS, csv);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new RowsTakenOver();
      throw error;
    }
    return;
  }
  await tx.query(
    `insert into import_rows (${COLUMNS.join(', ')})
     select $1, r.s, r.n, r.d, r.v, case when r.v is null then 'VALID_FAILED' else 'VALID_SUCCESS' end, r.i
       from jsonb_to_recordset($2::jsonb) as r(s int, n int, d jsonb, v jsonb, i jsonb)
     on conflict (batch_id, sheet_index, row_num) do nothing`,
    [batchId, JSON.stringify(rows.map((r) => ({ s: r.sheetIndex, n: r.rowNum, d: r.data, v: r.value, i: r.info.length ? r.info : null })))],
    { name: 'import-rows-store' },
  );
}
