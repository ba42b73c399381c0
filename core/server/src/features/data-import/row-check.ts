import type { ImportCellValue, ImportOption } from '@mall/domain';
import { cellText } from '@mall/domain';
import type { ImportCall, ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
import { chunkRowId, keptRow } from './row-chunks';
import type { PipelineSheet } from './template-registry';

/** A finding stored on a row: the column and the message key with its params. */
export interface RowFinding {
  field?: string;
  key: string;
  params?: Record<string, string | number>;
}

/** A row ready to be stored: the cells as written, the converted values and the findings. */
export interface CheckedRow {
  sheetIndex: number;
  rowNum: number;
  data: Record<string, string>;
  value: Record<string, unknown> | null;
  /** Replaced, never pushed to: most rows share NO_FINDINGS. */
  info: readonly RowFinding[];
}

/** The findings of a row without any: one array for all of them, not one per row kept until its chunk is stored. */
const NO_FINDINGS: readonly RowFinding[] = Object.freeze([]);

/** Options of the value lists a template's columns name, fetched once per job. */
export class OptionCache {
  private readonly cache = new Map<string, Promise<readonly ImportOption[]>>();
  constructor(private readonly load: (lovCode: string) => Promise<readonly ImportOption[]>) {}
  get(lovCode: string | undefined): Promise<readonly ImportOption[]> {
    if (!lovCode) return Promise.resolve([]);
    let found = this.cache.get(lovCode);
    if (!found) this.cache.set(lovCode, (found = this.load(lovCode)));
    return found;
  }
}

/** The options of each of a sheet's columns that names a value list, by column code. */
export type SheetOptions = ReadonlyMap<string, readonly ImportOption[]>;

/** Fetches (through the job's cache) the options a sheet's columns name, once, before its rows are checked. */
export async function sheetOptions(sheet: PipelineSheet, options: OptionCache): Promise<SheetOptions> {
  const out = new Map<string, readonly ImportOption[]>();
  for (const column of sheet.columns) if (column.lovCode) out.set(column.code, await options.get(column.lovCode));
  return out;
}

const NO_OPTIONS: readonly ImportOption[] = [];

/**
 * Checks one row's cells against its sheet's columns: column `i` of the sheet reads
 * `cells[positions[i]]` (a column the file lacks, `undefined` there, reads blank). Synchronous (the
 * options are fetched per sheet first): it runs once per row of a 100,000-row file.
 */
export function checkCells(
  sheet: PipelineSheet,
  cells: readonly ImportCellValue[],
  positions: readonly (number | undefined)[],
  options: SheetOptions,
  at: Pick<CheckedRow, 'sheetIndex' | 'rowNum'>,
): CheckedRow {
  const data: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  let info: RowFinding[] | undefined;
  const columns = sheet.columns;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    const position = positions[i];
    const raw = position === undefined ? undefined : cells[position];
    if (raw !== undefined) data[column.code] = cellText(raw);
    const result = column.check(raw, options.get(column.code) ?? NO_OPTIONS);
    if (result.error) (info ??= []).push({ field: column.code, key: result.error.key, params: result.error.params as Record<string, string | number> | undefined });
    else if (result.value !== undefined) value[column.code] = result.value;
  }
  return { sheetIndex: at.sheetIndex, rowNum: at.rowNum, data, value: info ? null : value, info: info ?? NO_FINDINGS };
}

/** Where each of a sheet's columns is in a header of these column positions (by code; `undefined`: not in the file). */
export const columnPositions = (sheet: PipelineSheet, byCode: ReadonlyMap<string, number>): (number | undefined)[] => sheet.columns.map((column) => byCode.get(column.code));

/** The rows that passed the column rules as a handler sees them, named by their place in the file (`chunkRowId`). */
export function validRows(rows: readonly CheckedRow[]): ImportedRow[] {
  const valid: ImportedRow[] = [];
  for (const row of rows) if (row.value) valid.push(keptRow(row.sheetIndex, row.rowNum, row.value));
  return valid;
}

/**
 * The template's business check over the rows that passed the column rules (`valid`, as
 * `validRows` gives them); findings are added to their rows, and the refused rows' ids answered.
 * `totals` are the running totals of the file's other rows (see `runningTotal`); `memo` is the
 * check run's (the same for every chunk of one file's check).
 */
export async function businessCheck(
  contribution: ImportTemplateContribution,
  call: ImportCall,
  rows: readonly CheckedRow[],
  totals: ReadonlyMap<string, number> = new Map(),
  memo: Map<string, unknown> = new Map(),
  valid: readonly ImportedRow[] = validRows(rows),
): Promise<ReadonlySet<number>> {
  const refused = new Set<number>();
  if (!contribution.check || valid.length === 0) return refused;
  const refusals = await contribution.check(call, valid, { totals, memo });
  if (refusals.length === 0) return refused;
  const byId = new Map(rows.map((row) => [chunkRowId(row.sheetIndex, row.rowNum), row]));
  for (const refusal of refusals) {
    const row = byId.get(refusal.rowId);
    if (!row) continue;
    row.info = [...row.info, { key: refusal.key, params: refusal.params as Record<string, string | number> | undefined }];
    row.value = null;
    refused.add(refusal.rowId);
  }
  return refused;
}
