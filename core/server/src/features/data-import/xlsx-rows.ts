import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { loadExcelJs } from './exceljs';
import { xlsxInReadingOrder } from './xlsx-reading-order';
import type { ImportCellValue } from '@mall/domain';

/** One data row as the reader gives it: the cells by column position (0-based). */
export interface SheetRow {
  sheetIndex: number;
  rowNum: number;
  cells: ImportCellValue[];
}

/**
 * A sheet's header row, then its data rows in batches (as the reader parsed them, in file order):
 * a batch is one step of the caller's loop instead of one per row, which for a 100,000-row file is
 * 100,000 fewer promises through every async generator between the reader and the check.
 */
export type SheetEvent = { kind: 'header'; sheetIndex: number; sheetName: string; names: string[] } | { kind: 'rows'; sheetIndex: number; rows: SheetRow[] };

/** What exceljs's worksheet reader gives besides its row iterator: the parsed events of each chunk of the sheet's XML. */
interface WorksheetEvents {
  name?: string;
  parse(): AsyncIterable<{ eventType: string; value: unknown }[]>;
}

/** Bytes of the file's stream read so far, and in all where known (a file given by its path). */
export type OnBytes = (read: number, total: number | undefined) => void;

/**
 * Streams an .xlsx with exceljs's WorkbookReader: rows arrive a parsed chunk at a time and only the
 * shared string table is held, never the sheet. Formulas are not evaluated: a formula cell gives
 * the result the file cached, or nothing. Styles are read so date-formatted numbers come as dates.
 */
export async function* readSheets(input: string | Readable, onBytes?: OnBytes): AsyncGenerator<SheetEvent> {
  // Loaded before the byte counter's 'data' listener sets the stream flowing: bytes that flow
  // while exceljs loads (the first file a gateway reads after a start) reach no reader and are
  // lost, and the zip then ends early (unzipper's FILE_ENDED).
  const excel = await loadExcelJs();
  const ordered = typeof input === 'string' ? await xlsxInReadingOrder(input) : undefined;
  const stream = ordered?.stream ?? (typeof input === 'string' ? createReadStream(input) : input);
  if (onBytes) {
    const total = ordered?.bytes ?? (typeof input === 'string' ? (await stat(input)).size : undefined);
    let bytes = 0;
    stream.on('data', (chunk: Buffer | string) => onBytes((bytes += chunk.length), total));
  }
  const end = endsWithPipes(stream);
  const reader = new excel.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  keepWorkbookModel(reader);
  // A workbook without a shared string table (inline strings, as exceljs's streaming writer makes
  // them) would otherwise have every worksheet put aside until the zip ends, waiting for a table
  // that never comes.
  if (ordered && !ordered.sharedStrings) (reader as unknown as { sharedStrings: string[] }).sharedStrings = [];
  try {
    yield* sheetEvents(reader);
  } finally {
    // exceljs leaves a stopped reader's streams as they are. A reader stopped after the header
    // (the upload's check) went on inflating the sheet into memory while its file was open, and
    // its unzipper, left waiting for the rest, made the process's later young-generation
    // collections about three times as slow (five 100,000-row checks after one such stop: 1,258
    // ms of scavenges against 394 ms; with the unzipper ended, 347 ms). A caller's stream is the
    // caller's to end.
    if (typeof input === 'string') end();
  }
}

/**
 * Watches what `stream` is piped into (exceljs pipes its file into an unzipper it keeps to itself)
 * and answers a function that destroys the stream and those.
 */
export function endsWithPipes(stream: Readable): () => void {
  const destinations: Writable[] = [];
  const pipe = stream.pipe.bind(stream);
  stream.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }) => {
    if (destination instanceof Writable) destinations.push(destination);
    return pipe(destination, options);
  };
  return () => {
    stream.destroy();
    for (const destination of destinations) destination.destroy();
  };
}

async function* sheetEvents(reader: AsyncIterable<unknown>): AsyncGenerator<SheetEvent> {
  let sheetIndex = -1;
  for await (const worksheet of reader) {
    const sheet = worksheet as unknown as WorksheetEvents;
    sheetIndex++;
    let header = false;
    // The events exceljs's own row iterator walks (WorksheetReader's [Symbol.asyncIterator]), a chunk at a time.
    for await (const events of sheet.parse()) {
      const rows: SheetRow[] = [];
      for (const event of events) {
        if (event.eventType !== 'row') continue;
        const row = event.value as { number: number; values: unknown };
        // One pass over the row's values (index 0 is exceljs's unused slot): this runs per file row.
        const values = row.values as unknown[];
        const cells: ImportCellValue[] = new Array(Math.max(0, values.length - 1));
        let blank = true;
        for (let i = 1; i < values.length; i++) {
          const cell = cellValue(values[i]);
          cells[i - 1] = cell;
          if (cell !== undefined && cell !== '') blank = false;
        }
        if (!header) {
          header = true;
          yield { kind: 'header', sheetIndex, sheetName: sheet.name ?? `Sheet${sheetIndex + 1}`, names: cells.map((c) => (c === undefined ? '' : String(c).trim())) };
          continue;
        }
        if (!blank) rows.push({ sheetIndex, rowNum: row.number, cells });
      }
      if (rows.length > 0) yield { kind: 'rows', sheetIndex, rows };
    }
  }
}

/**
 * exceljs names a worksheet from the workbook part (xl/workbook.xml) and failed on a worksheet
 * read without it ("Cannot read properties of undefined (reading 'sheets')", exceljs issue 962):
 * a file without that part, or, once in CI under load, a file whose workbook part the reader did
 * not get to before the worksheet it had put aside. The rows are there all the same, so the reader
 * starts with an empty list of sheet names and keeps one whatever the workbook part gives; a
 * worksheet it cannot name is then `Sheet<n>`, as below.
 */
function keepWorkbookModel(reader: object): void {
  let model: { sheets?: unknown[] } = { sheets: [] };
  Object.defineProperty(reader, 'model', {
    configurable: true,
    get: () => model,
    set: (next: { sheets?: unknown[] } | undefined) => {
      model = next ?? { sheets: [] };
    },
  });
}

/** A cell's value as the check rules take it: text, number, boolean or date; formulas by their cached result. */
export function cellValue(value: unknown): ImportCellValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string; formula?: string; sharedFormula?: string };
    if ('formula' in cell || 'sharedFormula' in cell) return cellValue(cell.result);
    if (cell.richText) return cell.richText.map((r) => r.text).join('');
    if (cell.text !== undefined) return cellValue(cell.text);
    if (cell.error) return cell.error;
  }
  return String(value);
}
