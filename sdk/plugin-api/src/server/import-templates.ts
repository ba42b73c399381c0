import type { ImportOption, ImportTemplate } from '@mall/domain';
import type { ServerDb, ServerSession } from './server-plugin';

/** The id of the import point, as catalogues and messages name it. @public */
export const importTemplatesPoint = 'import.templates';

/**
 * One valid row of a sheet as a handler receives it: the cell values by column code
 * (`columnCode` / `fieldCode`), already checked and converted by the column's rules.
 * @public
 */
export interface ImportedRow {
  /** Names the row in a refusal; the same in every run of an import. Opaque: neither an order nor a table's key. */
  readonly rowId: number;
  readonly sheetIndex: number;
  /** The row's number in the spreadsheet (1 is the header row). */
  readonly rowNum: number;
  readonly data: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;
}

/**
 * A business refusal of one row (a product that does not exist, a quantity the cart refuses):
 * the row is marked with the message key, in the caller's language in the failure view.
 * @public
 */
export interface ImportRowRefusal {
  readonly rowId: number;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What a handler sees: the caller, the database inside the job's transaction, and the JSON
 * `param` the upload carried (the browser's extra arguments, never trusted: check them).
 * @public
 */
export interface ImportCall {
  readonly session: ServerSession;
  readonly db: ServerDb;
  readonly args: Readonly<Record<string, unknown>>;
}

/**
 * A row's share of a running total (see `ImportTemplateContribution.runningTotal`).
 * @public
 */
export interface ImportRunningAmount {
  readonly key: string;
  readonly amount: number;
}

/**
 * What the check stage knows beyond the chunk: `totals` holds, for the keys of the chunk's rows,
 * the sum of `runningTotal` over the file's other valid rows checked so far (while the file is
 * checked, the rows before the chunk; when rows are corrected online, every other valid row); a
 * key no such row had is absent. The chunk's own rows are not in it: the check adds them in order.
 * @public
 */
export interface ImportCheckContext {
  readonly totals: ReadonlyMap<string, number>;
  /**
   * Kept by the pipeline for one run of the check (every chunk of a file's check, or one online
   * correction), then dropped: for what every chunk would otherwise look up again, such as the
   * records the rows name. Key it by something of the check's own. What a check reads from here
   * may be a few seconds old; `finish` is where the import reads the current state.
   */
  readonly memo: Map<string, unknown>;
}

/**
 * What `importRows` knows beyond the chunk: `memo` is kept for one run, as the check's is
 * (`ImportCheckContext.memo`): every chunk of one import stage, or, while the check stages an
 * import that goes straight on from it, the check's own memo, holding what the check looked up
 * for the same rows. What is read from it may be a few seconds old: `finish` reads the current state.
 * @public
 */
export interface ImportStageContext {
  readonly memo: Map<string, unknown>;
}

/**
 * One import the wizard offers (spec 2 sections 3 and 5): the template the columns are checked
 * against, and the handler that writes the valid rows. Core's cart imports and every plugin's
 * imports are declared this way; the gateway runs them as durable jobs.
 * @public
 */
export interface ImportTemplateContribution {
  /** Unique; `core.*` is core's. */
  readonly id: string;
  readonly template: ImportTemplate;
  /** A permission code the caller must hold to upload (checked on the server). */
  readonly permission?: string;
  /** Texts of the column names and help in both languages, by the names' keys; plain names are shown as written. */
  readonly texts?: Readonly<Record<string, { readonly en_US: string; readonly zh_CN: string }>>;
  /** Options of a value list (`lovCode`) for select, radio and checkbox columns; core's lookups when absent. */
  options?(lovCode: string, call: ImportCall): Promise<readonly ImportOption[]>;
  /**
   * What a valid row adds to a running total kept per key across the whole file (a product's
   * quantity, by its code): the check stage sees the file in chunks, so a rule on the total of
   * several rows reads the sum of the rows before the chunk from `context.totals`. The pipeline
   * stores the sums with the rows they count (a check resumed after a crash counts each row once)
   * and adjusts them when a row is corrected online.
   */
  runningTotal?(row: ImportedRow): ImportRunningAmount | undefined;
  /**
   * Business checks of a chunk of rows that passed the column rules, during the check stage:
   * each refusal marks its row failed. Nothing may be written here.
   */
  check?(call: ImportCall, rows: readonly ImportedRow[], context: ImportCheckContext): Promise<readonly ImportRowRefusal[]>;
  /**
   * Writes a chunk of valid rows of import `batch`. Without `discard` every chunk of one import
   * runs in ONE transaction (a refusal or a throw rolls the whole import back); with `discard`
   * each chunk commits on its own, so the rest of the mall goes on between chunks (PGlite has one
   * connection), and the handler stages its writes tagged with `batch` for `finish` to publish.
   * With `discard`, an import that goes straight on from its check (the wizard's autoExecute) has
   * its chunks staged while the file is still being checked, each in the transaction that stores
   * the chunk's checked rows: a later failed row, or a refusal here, has them taken back by
   * `discard`, and the import stage then stages every valid row again.
   */
  importRows(call: ImportCall, rows: readonly ImportedRow[], batch: string, context: ImportStageContext): Promise<readonly ImportRowRefusal[] | void>;
  /**
   * Takes back everything `importRows` wrote for `batch` (a compensating delete of the staged
   * rows), in one transaction with the batch's failure: run when the import is refused or fails,
   * and before an import interrupted by a crash is written again from its first row. Declaring
   * it lets the chunks commit one by one; a failed import still leaves nothing of itself behind.
   */
  discard?(call: ImportCall, batch: string): Promise<void>;
  /**
   * Runs in the transaction that marks the batch IMPORTED, after the last chunk: publishes what
   * the chunks staged (the final state flip). A refusal fails the import like a chunk's.
   */
  finish?(call: ImportCall, batch: string): Promise<readonly ImportRowRefusal[] | void>;
}

/**
 * Declares an import; identity at run time, a type check at build time.
 * @public
 */
export function defineImportTemplate(contribution: ImportTemplateContribution): ImportTemplateContribution {
  return contribution;
}
