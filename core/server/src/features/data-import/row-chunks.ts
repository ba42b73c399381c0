import type { ImportedRow } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { RowsTakenOver, storeCheckedRows } from './import-rows-store';
import type { CheckedRow } from './row-check';

/**
 * Where a batch's checked rows live (migration 251): the rows that passed the check in
 * `import_row_chunks`, one JSON text per sheet per check chunk, and every other row in
 * `import_rows`. A row is in exactly one of the two: a kept row the import refuses, or a buyer
 * corrects online, is first moved out of its chunk (`moveOutOfChunks`).
 */

const SHEET_SPAN = 2 ** 32;

/**
 * The id a row kept in a chunk goes by (a handler's `rowId`, a refusal, the rows listing):
 * negative, so it never names an import_rows row, and derived from the row's place in the file,
 * so it is the same in every run of an import (a staged write may keep it until `finish`).
 */
export const chunkRowId = (sheetIndex: number, rowNum: number): number => -(sheetIndex * SHEET_SPAN + rowNum);

export const placeOfChunkRow = (rowId: number): { sheetIndex: number; rowNum: number } => ({ sheetIndex: Math.floor(-rowId / SHEET_SPAN), rowNum: -rowId % SHEET_SPAN });

/** A row kept in a chunk as a handler receives it (named by `chunkRowId`). */
export const keptRow = (sheetIndex: number, rowNum: number, value: Record<string, unknown>): ImportedRow => ({
  rowId: chunkRowId(sheetIndex, rowNum),
  sheetIndex,
  rowNum,
  data: value as ImportedRow['data'],
});

/**
 * The rows of chunk `c` as SQL reads them: `e.v` an element of its rows ([row_num, values]), `e.d`
 * its stored cells (the two arrays zipped in lockstep; read the cells through CHUNK_CELLS_SQL).
 */
export const CHUNK_ROWS_SQL = 'rows from (json_array_elements(c.rows::json), json_array_elements(c.cells::json)) as e(v, d)';
/**
 * The cells as written (json) of a chunk row whose element of the chunk's rows is `v` and whose
 * stored cells are `d` (`e.v` and `e.d` of CHUNK_ROWS_SQL): as stored, or, where the chunk stored
 * none (`storedCells`), its values as text, which is what they were. Work for each row: a listing
 * works it out for the rows of its page only.
 */
export const chunkCellsSql = (v: string, d: string) =>
  `case when json_typeof(${d}) = 'null' then coalesce((select json_object_agg(t.key, t.value) from json_each_text(${v}->1) as t), '{}'::json) else ${d} end`;
export const CHUNK_CELLS_SQL = chunkCellsSql('e.v', 'e.d');
/** The SQL of `chunkRowId`, for a chunk `c` and a row `e` of CHUNK_ROWS_SQL. */
export const CHUNK_ROW_ID_SQL = `-(c.sheet_index::bigint * ${SHEET_SPAN} + (e.v->>0)::int)`;

type ChunkEntry = [rowNum: number, value: Record<string, unknown>];

/** A value as CHUNK_CELLS_SQL gives it back as text (json_each_text of its JSON); undefined for what it does not. */
const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? JSON.stringify(value) : undefined);

/**
 * A valid row's cells as a chunk stores them: null where they are exactly its values as text (the
 * same columns, each cell the text of its value: most rows of most imports), so a chunk holds them
 * once; the cells themselves where a column converted its cell (a date, a value list's meaning, a
 * number written as '1.50', a default for a blank cell).
 */
export function storedCells(data: Record<string, string>, value: Record<string, unknown>): Record<string, string> | null {
  let columns = 0;
  for (const key in value) {
    if (data[key] !== asText(value[key])) return data;
    columns++;
  }
  for (const _key in data) columns--;
  return columns === 0 ? null : data;
}

/**
 * Stores a check's chunk: its failed rows in import_rows, its valid rows as one chunk per sheet
 * spanning the chunk's rows of that sheet. A chunk already there was stored by a gateway that took
 * the job over (the check resumes after the last stored row): `RowsTakenOver`.
 */
export async function storeCheckedChunk(tx: Db, batchId: number, rows: readonly CheckedRow[]): Promise<void> {
  const failed = rows.filter((r) => !r.value);
  if (failed.length > 0) await storeCheckedRows(tx, batchId, failed);
  const sheets = new Map<number, { first: number; last: number; valid: ChunkEntry[]; cells: (Record<string, string> | null)[] }>();
  for (const row of rows) {
    let sheet = sheets.get(row.sheetIndex);
    if (!sheet) sheets.set(row.sheetIndex, (sheet = { first: row.rowNum, last: row.rowNum, valid: [], cells: [] }));
    sheet.last = row.rowNum;
    if (row.value) {
      sheet.valid.push([row.rowNum, row.value]);
      sheet.cells.push(storedCells(row.data, row.value));
    }
  }
  for (const [sheetIndex, sheet] of sheets) {
    if (sheet.valid.length === 0) continue;
    try {
      await tx.query(
        'insert into import_row_chunks (batch_id, sheet_index, first_row, last_row, row_count, rows, cells) values ($1, $2, $3, $4, $5, $6, $7)',
        [batchId, sheetIndex, sheet.first, sheet.last, sheet.valid.length, JSON.stringify(sheet.valid), JSON.stringify(sheet.cells)],
        { name: 'import-row-chunk-store' },
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new RowsTakenOver();
      throw error;
    }
  }
}

/** Per sheet, the last file row stored (in a chunk or as a row) and how many rows are stored: where a check resumes. */
export async function storedRowsBySheet(db: Db, batchId: number): Promise<Map<number, { last: number; n: number }>> {
  const rows = await db.query<{ sheet: number; last: number; n: number }>(
    `select sheet, max(last)::int as last, sum(n)::int as n from (
       select sheet_index as sheet, max(row_num) as last, count(*) as n from import_rows where batch_id = $1 group by sheet_index
       union all
       select sheet_index, max(last_row), sum(row_count) from import_row_chunks where batch_id = $1 group by sheet_index) stored
      group by sheet`,
    [batchId],
  );
  return new Map(rows.map((r) => [r.sheet, { last: r.last, n: r.n }]));
}

/** Everything a batch's check stored, its rows and their running totals, taken back (a file refused mid-check). */
export async function deleteCheckedRows(tx: Db, batchId: number): Promise<void> {
  await tx.query('delete from import_rows where batch_id = $1', [batchId]);
  await tx.query('delete from import_row_chunks where batch_id = $1', [batchId]);
  await tx.query('delete from import_check_totals where batch_id = $1', [batchId]);
}

/** Where an import has got to in a batch's valid rows: after this row of this sheet. */
export interface ValidRowsCursor {
  readonly sheetIndex: number;
  readonly rowNum: number;
  /** No chunk is left: the rest are rows corrected online. */
  readonly chunksDone: boolean;
}

export const VALID_ROWS_START: ValidRowsCursor = { sheetIndex: -1, rowNum: 0, chunksDone: false };

const byPlace = (a: ImportedRow, b: ImportedRow) => a.sheetIndex - b.sheetIndex || a.rowNum - b.rowNum;

/** Valid rows of import_rows (rows corrected online) after `from` and up to `to`, in file order. */
async function correctedRows(db: Db, batchId: number, from: ValidRowsCursor, to: { sheetIndex: number; rowNum: number } | undefined, limit: number): Promise<ImportedRow[]> {
  const rows = await db.query<{ id: number; sheetIndex: number; rowNum: number; value: ImportedRow['data'] }>(
    `select id::int as id, sheet_index as "sheetIndex", row_num as "rowNum", value from import_rows
      where batch_id = $1 and status = 'VALID_SUCCESS' and (sheet_index, row_num) > ($2::int, $3::int)
        and ($4::int is null or (sheet_index, row_num) <= ($4::int, $5::int))
      order by sheet_index, row_num limit $6`,
    [batchId, from.sheetIndex, from.rowNum, to?.sheetIndex ?? null, to?.rowNum ?? null, limit],
    { name: 'import-corrected-rows' },
  );
  return rows.map((r) => ({ rowId: r.id, sheetIndex: r.sheetIndex, rowNum: r.rowNum, data: r.value }));
}

/** Whether a batch has valid rows in import_rows (corrected online, or moved out of their chunks): fixed while it imports. */
export async function hasCorrectedRows(db: Db, batchId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(`select exists (select 1 from import_rows where batch_id = $1 and status = 'VALID_SUCCESS') as found`, [batchId]);
  return row?.found === true;
}

/**
 * The next rows an import hands its handler, in file order: a stored chunk's rows with the rows
 * corrected online among them, then, after the last chunk, the corrected rows after it by
 * `limit`. Undefined once every valid row was handed out. `corrected` false (`hasCorrectedRows`)
 * spares the look for corrected rows beside every chunk.
 */
export async function nextValidRows(db: Db, batchId: number, after: ValidRowsCursor, limit: number, corrected = true): Promise<{ rows: ImportedRow[]; cursor: ValidRowsCursor } | undefined> {
  if (!after.chunksDone) {
    const [chunk] = await db.query<{ sheetIndex: number; lastRow: number; rows: string }>(
      `select sheet_index as "sheetIndex", last_row as "lastRow", rows from import_row_chunks
        where batch_id = $1 and (sheet_index, first_row) > ($2::int, $3::int) order by sheet_index, first_row limit 1`,
      [batchId, after.sheetIndex, after.rowNum],
      { name: 'import-next-row-chunk' },
    );
    if (chunk) {
      const end = { sheetIndex: chunk.sheetIndex, rowNum: chunk.lastRow };
      const rows = (JSON.parse(chunk.rows) as ChunkEntry[]).map(([rowNum, value]) => keptRow(chunk.sheetIndex, rowNum, value));
      const between = corrected ? await correctedRows(db, batchId, after, end, Number.MAX_SAFE_INTEGER) : [];
      return { rows: between.length > 0 ? [...rows, ...between].sort(byPlace) : rows, cursor: { ...end, chunksDone: false } };
    }
  }
  if (!corrected) return undefined;
  const rest = await correctedRows(db, batchId, after, undefined, limit);
  const last = rest.at(-1);
  return last ? { rows: rest, cursor: { sheetIndex: last.sheetIndex, rowNum: last.rowNum, chunksDone: true } } : undefined;
}

/**
 * Rows named by `chunkRowId`, moved out of their chunks into import_rows (as valid rows, their
 * values kept: they counted in the running totals), so they can be marked, listed, corrected and
 * written to the failure file like any failed row: the rows an import refused, and kept rows a
 * buyer corrects online. Answers each id's import_rows id, a row moved earlier included; ids of no
 * row of the batch are left out. Other ids pass through as they are. Under the batch's lock, so two
 * moves of one row do not both insert it.
 */
export async function moveOutOfChunks(tx: Db, batchId: number, rowIds: readonly number[]): Promise<Map<number, number>> {
  const ids = new Map(rowIds.filter((id) => id > 0).map((id) => [id, id]));
  const places = [...new Set(rowIds.filter((id) => id < 0))].map(placeOfChunkRow);
  if (places.length === 0) return ids;
  const sheets = places.map((p) => p.sheetIndex);
  const rowNums = places.map((p) => p.rowNum);
  await tx.query('select id from import_batches where id = $1 for update', [batchId]);
  await tx.query(
    `insert into import_rows (batch_id, sheet_index, row_num, data, value, status)
     select $1, c.sheet_index, t.row_num, (${CHUNK_CELLS_SQL})::jsonb, (e.v->1)::jsonb, 'VALID_SUCCESS'
       from unnest($2::int[], $3::int[]) as t(sheet, row_num)
       join import_row_chunks c on c.batch_id = $1 and c.sheet_index = t.sheet and t.row_num between c.first_row and c.last_row
       cross join lateral ${CHUNK_ROWS_SQL}
      where (e.v->>0)::int = t.row_num`,
    [batchId, sheets, rowNums],
  );
  await tx.query(
    `update import_row_chunks c set (rows, cells, row_count) = (
       select coalesce(json_agg(e.v order by e.i), '[]'::json)::text, coalesce(json_agg(e.d order by e.i), '[]'::json)::text, count(*)::int
         from rows from (json_array_elements(c.rows::json), json_array_elements(c.cells::json)) with ordinality as e(v, d, i)
        where not exists (select 1 from unnest($2::int[], $3::int[]) as t(sheet, row_num) where t.sheet = c.sheet_index and t.row_num = (e.v->>0)::int))
      where c.batch_id = $1 and exists (select 1 from unnest($2::int[], $3::int[]) as t(sheet, row_num) where t.sheet = c.sheet_index and t.row_num between c.first_row and c.last_row)`,
    [batchId, sheets, rowNums],
  );
  const rows = await tx.query<{ id: number; sheetIndex: number; rowNum: number }>(
    `select r.id::int as id, r.sheet_index as "sheetIndex", r.row_num as "rowNum"
       from import_rows r join unnest($2::int[], $3::int[]) as t(sheet, row_num) on r.sheet_index = t.sheet and r.row_num = t.row_num
      where r.batch_id = $1`,
    [batchId, sheets, rowNums],
  );
  for (const row of rows) ids.set(chunkRowId(row.sheetIndex, row.rowNum), row.id);
  return ids;
}
