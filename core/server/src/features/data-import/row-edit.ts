import type { ImportCellValue, ImportRowInfo } from '@mall/domain';
import type { ImportCall, ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/api-error';
import type { Language } from '../../http/messages';
import { findingText } from './failure-file';
import { FAILED_ROW, type BatchRow } from './import-repo';
import { businessCheck, checkCells, OptionCache, sheetOptions, validRows, type CheckedRow, type RowFinding } from './row-check';
import { addTotals, amountsOf, minus, storedTotals } from './running-totals';
import { sheetsOf, templateText } from './template-registry';
import { CHUNK_ROW_ID_SQL, CHUNK_ROWS_SQL, chunkCellsSql, moveOutOfChunks } from './row-chunks';

interface StoredRow {
  id: number;
  sheetIndex: number;
  rowNum: number;
  status: ImportRowInfo['_dataStatus'];
  data: Record<string, string>;
  info: RowFinding[] | null;
}

// A valid row of an imported batch is an imported row: the import commits with the batch's
// IMPORTED state instead of rewriting every row.
const ROW_COLUMNS = `id::float8 as id, sheet_index as "sheetIndex", row_num as "rowNum", data, info,
  case when status = 'VALID_SUCCESS' and exists (select 1 from import_batches b where b.id = batch_id and b.status = 'IMPORTED') then 'IMPORT_SUCCESS' else status end as status`;

/** A stored row as the online correction table shows it. */
export function rowInfo(row: StoredRow, contribution: ImportTemplateContribution, language: Language): ImportRowInfo {
  const sheet = sheetsOf(contribution.template)[row.sheetIndex];
  const names = new Map((sheet?.columns ?? []).map((c) => [c.code, templateText(contribution, c.name, language)]));
  const info = findingText(row.info, language, names);
  return { _id: row.id, _sheetIndex: row.sheetIndex, _rowNum: row.rowNum, _dataStatus: row.status, ...(info ? { _info: info } : {}), _data: row.data };
}

/**
 * A page of a batch's rows in file order: the failed ones (import_rows), or all of them, the rows
 * that passed the check being read out of their chunks (row-chunks.ts) under their chunk row ids.
 */
export async function pageOfRows(db: Db, batch: BatchRow, filter: { sheetIndex?: number; failedOnly: boolean; limit: number; offset: number }) {
  const params = [batch.id, filter.sheetIndex ?? null, filter.failedOnly];
  const sheet = '($2::int is null or sheet_index = $2)';
  // A chunk row's cells are worked out for the page's rows only, once the page is cut.
  const rows = await db.query<StoredRow>(
    `select ${ROW_COLUMNS} from (
       select id, batch_id, sheet_index, row_num, coalesce(data, (${chunkCellsSql('v', 'd')})::jsonb) as data, info, status from (
         select id, batch_id, sheet_index, row_num, data, null::json as v, null::json as d, info, status from import_rows
          where batch_id = $1 and ${sheet} and (not $3 or ${FAILED_ROW})
         union all
         select ${CHUNK_ROW_ID_SQL}, c.batch_id, c.sheet_index, (e.v->>0)::int, null::jsonb, e.v, e.d, null::jsonb, 'VALID_SUCCESS'
           from import_row_chunks c cross join lateral ${CHUNK_ROWS_SQL} where not $3 and c.batch_id = $1 and ($2::int is null or c.sheet_index = $2)
         order by sheet_index, row_num limit $4 offset $5) page) r
      order by sheet_index, row_num`,
    [...params, filter.limit, filter.offset],
  );
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select (select count(*) from import_rows where batch_id = $1 and ${sheet} and (not $3 or ${FAILED_ROW}))::int
          + (select coalesce(sum(row_count), 0) from import_row_chunks where not $3 and batch_id = $1 and ${sheet})::int as total`,
    params,
  );
  return { rows, total };
}

/** What these stored rows add to the running totals: a row with a value was counted when it was checked. */
async function countedAmounts(db: Db, batchId: number, contribution: ImportTemplateContribution, ids: readonly number[]): Promise<Map<string, number>> {
  if (!contribution.runningTotal) return new Map();
  const rows = await db.query<{ id: number; sheetIndex: number; rowNum: number; value: ImportedRow['data'] }>(
    `select id::int as id, sheet_index as "sheetIndex", row_num as "rowNum", value from import_rows where batch_id = $1 and id = any($2::bigint[]) and value is not null`,
    [batchId, ids],
  );
  return amountsOf(contribution, rows.map((r) => ({ rowId: r.id, sheetIndex: r.sheetIndex, rowNum: r.rowNum, data: r.value })));
}

/**
 * Online correction: the edited cells of failed rows checked again by the same column rules and
 * business check as the file's; a row that passes is valid again, one that does not keeps its
 * findings. Only a batch that failed (check or import) can be corrected.
 */
export async function correctRows(
  db: Db,
  batch: BatchRow,
  contribution: ImportTemplateContribution,
  call: ImportCall,
  edits: readonly { _id: number; _data: Record<string, string | number | boolean | null> }[],
  loadOptions: (lovCode: string) => Promise<readonly { value: string; meaning: string }[]>,
): Promise<StoredRow[]> {
  if (batch.status !== 'CHECK_FAILED' && batch.status !== 'IMPORT_FAILED') throw badRequest('import.batch.busy');
  // A row kept in a check chunk (the listing names it by a negative id) is moved out to be corrected.
  if (edits.some((e) => e._id < 0)) {
    const ids = await db.transaction((tx) => moveOutOfChunks(tx, batch.id, edits.map((e) => e._id)));
    edits = edits.map((e) => ({ ...e, _id: ids.get(e._id) ?? e._id }));
  }
  const stored = await db.query<StoredRow>(`select ${ROW_COLUMNS} from import_rows where batch_id = $1 and id = any($2::bigint[])`, [batch.id, edits.map((e) => e._id)]);
  if (stored.length !== new Set(edits.map((e) => e._id)).size) throw badRequest('import.batch.not-found');
  const sheets = sheetsOf(contribution.template);
  const options = new OptionCache(loadOptions);
  const checked: (CheckedRow & { id: number })[] = [];
  for (const row of stored) {
    const edit = edits.find((e) => e._id === row.id)!;
    const sheet = sheets[row.sheetIndex]!;
    const cells: ImportCellValue[] = sheet.columns.map((column) => {
      const value = column.code in edit._data ? edit._data[column.code] : row.data[column.code];
      return value === null || value === undefined ? undefined : value;
    });
    checked.push({ id: row.id, ...checkCells(sheet, cells, cells.map((_, i) => i), await sheetOptions(sheet, options), row) });
  }
  // The running totals of the file's other valid rows: the stored sums less what these rows counted before.
  const counted = (q: Db) => countedAmounts(q, batch.id, contribution, checked.map((r) => r.id));
  const before = await counted(db);
  const keys = new Set([...before.keys(), ...amountsOf(contribution, validRows(checked)).keys()]);
  await businessCheck(contribution, call, checked, minus(await storedTotals(db, batch.id, keys), before));
  await db.transaction(async (tx) => {
    // Under the batch's lock, what the rows count now is taken back and what they count after is added.
    await tx.query('select id from import_batches where id = $1 for update', [batch.id]);
    await addTotals(tx, batch.id, minus(amountsOf(contribution, validRows(checked)), await counted(tx)));
    for (const row of checked) {
      await tx.query(`update import_rows set data = $2::jsonb, value = $3::jsonb, info = $4::jsonb, status = $5 where id = $1`, [
        row.id, JSON.stringify(row.data), row.value ? JSON.stringify(row.value) : null, row.info.length ? JSON.stringify(row.info) : null,
        row.value ? 'VALID_SUCCESS' : 'VALID_FAILED',
      ]);
    }
    await tx.query(
      `update import_batches set failed_count = (select count(*) from import_rows where batch_id = $1 and ${FAILED_ROW}), updated_at = now() where id = $1`,
      [batch.id],
    );
  });
  return db.query<StoredRow>(`select ${ROW_COLUMNS} from import_rows where batch_id = $1 and id = any($2::bigint[]) order by sheet_index, row_num`, [batch.id, edits.map((e) => e._id)]);
}
