import { open } from 'node:fs/promises';
import type { ImportCellValue } from '@mall/domain';
import { CompoundFile, CorruptCompoundFile } from './cfb-file';
import type { SheetEvent, SheetRow } from './xlsx-rows';

/** Data rows an .xls read gives out at once. */
const XLS_BATCH_ROWS = 1000;

/** An .xls that is not a BIFF8 workbook we can read (an older BIFF5 file, a cut-off record). */
export class CorruptXls extends CorruptCompoundFile {}

const BOF = 0x0809;
const EOF = 0x000a;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const LABEL = 0x0204;
const BOOLERR = 0x0205;
const FORMULA = 0x0006;
const STRING = 0x0207;
const BOUNDSHEET = 0x0085;
const WORKSHEET = 0x0010;
const FORMAT = 0x041e;
const XF = 0x00e0;
const DATEMODE = 0x0022;

/**
 * Built-in number formats that show a date or a time (ECMA-376 18.8.30 and the CJK ids 27-36 and
 * 50-58 of the zh/ja/ko editions), the ids exceljs's table turns into dates for an .xlsx too.
 */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A format string shows a date when a date or time token stays once quoted text and [..] sections are gone (exceljs's rule for .xlsx). */
export function isDateFormat(format: string): boolean {
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** A serial day number as the moment it names (UTC, as the check rules format dates), in the 1900 or 1904 system. */
export function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** Reads records (type, body) from the Workbook stream's chunks, carrying a record cut by a sector. */
async function* records(chunks: AsyncIterable<Buffer>): AsyncGenerator<{ type: number; body: Buffer }> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    carry = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let at = 0;
    while (at + 4 <= carry.length) {
      const length = carry.readUInt16LE(at + 2);
      if (at + 4 + length > carry.length) break;
      yield { type: carry.readUInt16LE(at), body: carry.subarray(at + 4, at + 4 + length) };
      at += 4 + length;
    }
    carry = carry.subarray(at);
  }
}

/** A cursor over the SST record and its CONTINUE records: characters cut by a CONTINUE restart with a flags byte. */
class Segments {
  private index = 0;
  private at = 0;
  constructor(private readonly parts: Buffer[]) {}
  private ensure(): Buffer {
    while (this.at >= (this.parts[this.index]?.length ?? 0)) {
      if (this.index >= this.parts.length - 1) throw new CorruptXls('SST past its end');
      this.index++;
      this.at = 0;
    }
    return this.parts[this.index]!;
  }
  u8(): number {
    return this.ensure()[this.at++]!;
  }
  u16(): number {
    return this.u8() | (this.u8() << 8);
  }
  u32(): number {
    return (this.u16() + this.u16() * 0x10000) >>> 0;
  }
  skip(bytes: number): void {
    for (let left = bytes; left > 0; ) {
      const part = this.ensure();
      const take = Math.min(left, part.length - this.at);
      this.at += take;
      left -= take;
    }
  }
  chars(count: number, highByte: boolean): string {
    let text = '';
    let wide = highByte;
    for (let left = count; left > 0; ) {
      if (this.at >= (this.parts[this.index]?.length ?? 0)) {
        this.ensure();
        wide = (this.u8() & 1) === 1; // a CONTINUE in the middle of the characters repeats the flags
      }
      const part = this.parts[this.index]!;
      const fit = Math.min(left, Math.floor((part.length - this.at) / (wide ? 2 : 1)));
      if (fit === 0) throw new CorruptXls('character cut');
      text += part.toString(wide ? 'utf16le' : 'latin1', this.at, this.at + fit * (wide ? 2 : 1));
      this.at += fit * (wide ? 2 : 1);
      left -= fit;
    }
    return text;
  }
}

/** The shared string table: XLUnicodeRichExtendedString after XLUnicodeRichExtendedString. */
function sharedStrings(parts: Buffer[]): string[] {
  const cursor = new Segments(parts);
  cursor.u32();
  const unique = cursor.u32();
  const strings: string[] = [];
  for (let i = 0; i < unique; i++) {
    const count = cursor.u16();
    const flags = cursor.u8();
    const runs = flags & 8 ? cursor.u16() : 0;
    const extra = flags & 4 ? cursor.u32() : 0;
    strings.push(cursor.chars(count, (flags & 1) === 1));
    cursor.skip(runs * 4 + extra);
  }
  return strings;
}

/** XLUnicodeString (LABEL, STRING): a 16-bit count, a flags byte, the characters. */
function unicodeString(body: Buffer, at: number): string {
  const count = body.readUInt16LE(at);
  const wide = (body[at + 2]! & 1) === 1;
  return body.toString(wide ? 'utf16le' : 'latin1', at + 3, at + 3 + count * (wide ? 2 : 1));
}

/** An RK number: a 30-bit integer or the top of a double, either optionally divided by 100. */
function rkValue(rk: number): number {
  let value: number;
  if (rk & 2) value = rk >> 2;
  else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 1 ? value / 100 : value;
}

/**
 * Streams an .xls (BIFF8 in an OLE compound file) as `readSheets` streams an .xlsx: the header
 * row of each worksheet, then its data rows in batches. Only the shared string table is held
 * (as exceljs holds it); a row's cells are kept until the next row begins (BIFF8 writes cells in
 * row order). Text, numbers (NUMBER, RK, MULRK), booleans, and a formula's cached result are read;
 * formulas are never evaluated. A number whose cell format (its XF record's FORMAT, or a built-in
 * date format) shows a date arrives as a Date, as exceljs gives an .xlsx's date cells.
 */
export async function* readXlsSheets(path: string): AsyncGenerator<SheetEvent> {
  const file = await open(path, 'r');
  try {
    const container = await CompoundFile.open(file);
    const stream = container.stream('Workbook');
    if (!stream) throw new CorruptXls(container.stream('Book') ? 'BIFF5 workbook' : 'no Workbook stream');
    let strings: string[] = [];
    let sst: Buffer[] | undefined;
    const names: string[] = [];
    let sheetIndex = -1;
    let inSheet = false;
    let header = false;
    let row = -1;
    let cells: ImportCellValue[] = [];
    let pendingString: { col: number } | undefined;
    // Globals: the format string of each custom format id, whether each XF shows a date, and the date system.
    const formats = new Map<number, string>();
    const dateXfs: boolean[] = [];
    let date1904 = false;
    const numberAt = (xf: number, value: number): ImportCellValue => (dateXfs[xf] ? serialToDate(value, date1904) : value);
    // Data rows go out in batches, as the .xlsx reader gives them (see SheetEvent).
    let batch: SheetRow[] = [];
    const flushBatch = function* (): Generator<SheetEvent> {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      yield { kind: 'rows', sheetIndex, rows };
    };
    const flush = function* (): Generator<SheetEvent> {
      if (row < 0) return;
      const values = cells;
      cells = [];
      if (!header) {
        header = true;
        yield { kind: 'header', sheetIndex, sheetName: names[sheetIndex] ?? `Sheet${sheetIndex + 1}`, names: Array.from(values, (c) => (c === undefined ? '' : String(c).trim())) };
      } else if (!values.every((c) => c === undefined || c === '')) {
        batch.push({ sheetIndex, rowNum: row + 1, cells: Array.from(values) });
        if (batch.length >= XLS_BATCH_ROWS) yield* flushBatch();
      }
    };
    const put = function* (rw: number, col: number, value: ImportCellValue): Generator<SheetEvent> {
      if (rw < row) throw new CorruptXls('rows out of order');
      if (rw !== row) {
        yield* flush();
        row = rw;
      }
      cells[col] = value;
    };
    for await (const { type, body } of records(stream)) {
      if (sst && type !== CONTINUE) {
        strings = sharedStrings(sst);
        sst = undefined;
      }
      if (type === SST) sst = [body];
      else if (type === CONTINUE && sst) sst.push(body);
      else if (type === FORMAT && !inSheet && body.length >= 5) formats.set(body.readUInt16LE(0), unicodeString(body, 2));
      else if (type === XF && !inSheet && body.length >= 4) {
        const ifmt = body.readUInt16LE(2);
        const custom = formats.get(ifmt);
        dateXfs.push(custom === undefined ? BUILT_IN_DATE_FORMATS.has(ifmt) : isDateFormat(custom));
      } else if (type === DATEMODE && !inSheet && body.length >= 2) date1904 = body.readUInt16LE(0) === 1;
      else if (type === BOUNDSHEET && body.length >= 8) {
        const count = body[6]!;
        const wide = (body[7]! & 1) === 1;
        if (body[5] === 0) names.push(body.toString(wide ? 'utf16le' : 'latin1', 8, 8 + count * (wide ? 2 : 1)));
      } else if (type === BOF) {
        inSheet = body.length >= 4 && body.readUInt16LE(2) === WORKSHEET;
        if (inSheet) {
          sheetIndex++;
          header = false;
          row = -1;
          cells = [];
        }
      } else if (type === EOF) {
        if (inSheet) {
          yield* flush();
          yield* flushBatch();
        }
        inSheet = false;
      } else if (!inSheet) continue;
      else if (type === LABELSST) yield* put(body.readUInt16LE(0), body.readUInt16LE(2), strings[body.readUInt32LE(6)] ?? '');
      else if (type === NUMBER) yield* put(body.readUInt16LE(0), body.readUInt16LE(2), numberAt(body.readUInt16LE(4), body.readDoubleLE(6)));
      else if (type === RK) yield* put(body.readUInt16LE(0), body.readUInt16LE(2), numberAt(body.readUInt16LE(4), rkValue(body.readUInt32LE(6))));
      else if (type === MULRK) {
        const rw = body.readUInt16LE(0);
        const first = body.readUInt16LE(2);
        for (let i = 0; 4 + i * 6 + 6 <= body.length - 2; i++) yield* put(rw, first + i, numberAt(body.readUInt16LE(4 + i * 6), rkValue(body.readUInt32LE(4 + i * 6 + 2))));
      } else if (type === LABEL) yield* put(body.readUInt16LE(0), body.readUInt16LE(2), unicodeString(body, 6));
      else if (type === BOOLERR) yield* put(body.readUInt16LE(0), body.readUInt16LE(2), body[7] ? undefined : body[6] === 1);
      else if (type === FORMULA) {
        const rw = body.readUInt16LE(0);
        const col = body.readUInt16LE(2);
        if (body.readUInt16LE(12) !== 0xffff) yield* put(rw, col, numberAt(body.readUInt16LE(4), body.readDoubleLE(6)));
        else if (body[6] === 0) {
          yield* put(rw, col, undefined);
          pendingString = { col };
        } else if (body[6] === 1) yield* put(rw, col, body[8] === 1);
        else yield* put(rw, col, body[6] === 3 ? '' : undefined);
      } else if (type === STRING && pendingString) {
        cells[pendingString.col] = unicodeString(body, 0);
        pendingString = undefined;
      }
    }
  } catch (error) {
    if (error instanceof RangeError) throw new CorruptXls('record cut short');
    throw error;
  } finally {
    await file.close();
  }
}
