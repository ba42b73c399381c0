import type { ImportCellValue, ImportOption } from '@mall/domain';
import { cellText } from '@mall/domain';
import type { ImportCall, ImportedRow, ImportTemplateContribution } from '@mall/sdk/server';
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
  info: RowFinding[];
}

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
 * Checks one row's cells against its sheet's columns (the cells keyed by column code). Synchronous
 * (the options are fetched per sheet first): it runs once per row of a 100,000-row file.
 */
export function checkCells(sheet: PipelineSheet, cells: Record<string, ImportCellValue>, options: SheetOptions, at: Pick<CheckedRow, 'sheetIndex' | 'rowNum'>): CheckedRow {
  const data: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  const info: RowFinding[] = [];
  for (const column of sheet.columns) {
    const raw = cells[column.code];
    if (raw !== undefined) data[column.code] = cellText(raw);
    const result = column.check(raw, options.get(column.code) ?? NO_OPTIONS);
    if (result.error) info.push({ field: column.code, key: result.error.key, params: result.error.params as Record<string, string | number> | undefined });
    else if (result.value !== undefined) value[column.code] = result.value;
  }
  return { sheetIndex: at.sheetIndex, rowNum: at.rowNum, data, value: info.length === 0 ? value : null, info };
}

/** The rows that passed the column rules as a handler sees them, `rowId` being the index in `rows`. */
export function validRows(rows: readonly CheckedRow[]): ImportedRow[] {
  const valid: ImportedRow[] = [];
  rows.forEach((row, index) => {
    if (row.value) valid.push({ rowId: index, sheetIndex: row.sheetIndex, rowNum: row.rowNum, data: row.value as ImportedRow['data'] });
  });
  return valid;
}

/**
 * The template's business check over the rows that passed the column rules; findings are added to
 * their rows. `totals` are the running totals of the file's other rows (see `runningTotal`);
 * `memo` is the check run's (the same for every chunk of one file's check).
 */
export async function businessCheck(
  contribution: ImportTemplateContribution,
  call: ImportCall,
  rows: CheckedRow[],
  totals: ReadonlyMap<string, number> = new Map(),
  memo: Map<string, unknown> = new Map(),
): Promise<void> {
  if (!contribution.check) return;
  const valid = validRows(rows);
  if (valid.length === 0) return;
  for (const refusal of await contribution.check(call, valid, { totals, memo })) {
    const row = rows[refusal.rowId];
    if (!row) continue;
    row.info.push({ key: refusal.key, params: refusal.params as Record<string, string | number> | undefined });
    row.value = null;
  }
}
