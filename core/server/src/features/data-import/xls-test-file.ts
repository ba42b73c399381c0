// Writes small real .xls files for the tests: BIFF8 records in an OLE compound file (512-byte
// sectors, one FAT sector), built byte by byte so the reader is checked against the format, not
// against another library's reading of it.

const record = (type: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
};
const u16 = (...values: number[]) => Buffer.from(new Uint16Array(values).buffer);
const u32 = (...values: number[]) => Buffer.from(new Uint32Array(values).buffer);
const f64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value);
  return b;
};
/** An RK holding an integer (bit 1) or an integer hundredth (bits 0 and 1). */
export const rkInt = (value: number, hundredths = false) => ((value << 2) | 2 | (hundredths ? 1 : 0)) >>> 0;
const xlString = (text: string, wide = [...text].some((c) => c.charCodeAt(0) > 0xff)) => Buffer.concat([u16(text.length), Buffer.from([wide ? 1 : 0]), Buffer.from(text, wide ? 'utf16le' : 'latin1')]);

/** A cell; `xf` names the cell's format record (default 15, a General one; see `WorkbookOptions.xfFormats`). */
export type XlsCell = string | number | boolean | { formula: number | string; xf?: number } | { rk: number; xf?: number } | { sst: number } | { number: number; xf: number };

export interface WorkbookOptions {
  /** Cut the SST by a CONTINUE record inside this string's characters. */
  splitString?: string;
  /** Format records after the 16 default ones (so the first is XF 16): a built-in format id, or a custom format string. */
  xfFormats?: readonly (number | string)[];
  /** A DATEMODE record naming the 1904 date system. */
  date1904?: boolean;
}

/**
 * The Workbook stream of one worksheet: strings go to the SST (split by a CONTINUE record in the
 * middle of the characters of `splitString` when given), numbers alternate NUMBER and RK records,
 * and a row of numbers only becomes one MULRK.
 */
export function biffWorkbook(sheetName: string, rows: readonly (readonly XlsCell[])[], options: WorkbookOptions = {}): Buffer {
  const strings: string[] = [];
  const sstIndex = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  const cells: Buffer[] = [];
  rows.forEach((row, r) => {
    if (row.length > 1 && row.every((c) => typeof c === 'object' && 'rk' in c)) {
      cells.push(record(0x00bd, Buffer.concat([u16(r, 0), ...row.map((c) => Buffer.concat([u16((c as { xf?: number }).xf ?? 15), u32((c as { rk: number }).rk)])), u16(row.length - 1)])));
      return;
    }
    row.forEach((cell, c) => {
      const at = u16(r, c, 15);
      if (typeof cell === 'string') cells.push(record(0x00fd, Buffer.concat([at, u32(sstIndex(cell))])));
      else if (typeof cell === 'number') cells.push(record(0x0203, Buffer.concat([at, f64(cell)])));
      else if (typeof cell === 'boolean') cells.push(record(0x0205, Buffer.concat([at, Buffer.from([cell ? 1 : 0, 0])])));
      else if ('rk' in cell) cells.push(record(0x027e, Buffer.concat([u16(r, c, cell.xf ?? 15), u32(cell.rk)])));
      else if ('number' in cell) cells.push(record(0x0203, Buffer.concat([u16(r, c, cell.xf), f64(cell.number)])));
      else if ('sst' in cell) cells.push(record(0x00fd, Buffer.concat([at, u32(cell.sst)])));
      else if (typeof cell.formula === 'number') cells.push(record(0x0006, Buffer.concat([u16(r, c, cell.xf ?? 15), f64(cell.formula), u16(0), u32(0), u16(0)])));
      else {
        cells.push(record(0x0006, Buffer.concat([at, Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]), u16(0), u32(0), u16(0)])));
        cells.push(record(0x0207, xlString(cell.formula)));
      }
    });
  });
  const body = Buffer.concat(strings.map((s) => xlString(s)));
  let sst = [record(0x00fc, Buffer.concat([u32(strings.length, strings.length), body]))];
  if (options.splitString && strings.includes(options.splitString)) {
    // Cut inside the characters of that (wide) string: the CONTINUE starts with the flags byte again.
    const before = Buffer.concat(strings.slice(0, strings.indexOf(options.splitString)).map((s) => xlString(s)));
    const cut = 8 + before.length + 3 + 4; // two wide characters into the string
    const whole = Buffer.concat([u32(strings.length, strings.length), body]);
    sst = [record(0x00fc, whole.subarray(0, cut)), record(0x003c, Buffer.concat([Buffer.from([1]), whole.subarray(cut)]))];
  }
  const bof = (dt: number) => record(0x0809, u16(0x0600, dt, 0, 0, 0, 0, 0, 0));
  const sheetNameBytes = Buffer.from(sheetName, 'latin1');
  const boundSheet = (offset: number) => record(0x0085, Buffer.concat([u32(offset), Buffer.from([0, 0, sheetNameBytes.length, 0]), sheetNameBytes]));
  // Styles: FORMAT records for the custom formats (ids from 164, as Excel numbers them), 16 default XFs, then the given ones.
  const xf = (ifmt: number) => record(0x00e0, Buffer.concat([u16(0, ifmt), Buffer.alloc(16)]));
  const custom = (options.xfFormats ?? []).filter((f): f is string => typeof f === 'string');
  const styles = Buffer.concat([
    ...(options.date1904 ? [record(0x0022, u16(1))] : []),
    ...custom.map((format, i) => record(0x041e, Buffer.concat([u16(164 + i), xlString(format)]))),
    ...Array.from({ length: 16 }, () => xf(0)),
    ...(options.xfFormats ?? []).map((f) => xf(typeof f === 'number' ? f : 164 + custom.indexOf(f))),
  ]);
  const globalsLength = bof(0x0005).length + styles.length + boundSheet(0).length + Buffer.concat(sst).length + 4;
  return Buffer.concat([bof(0x0005), styles, boundSheet(globalsLength), ...sst, record(0x000a, Buffer.alloc(0)), bof(0x0010), ...cells, record(0x000a, Buffer.alloc(0))]);
}

/** The workbook stream in a compound file: stream sectors, then the directory, then the FAT. */
export function compoundFile(workbook: Buffer, streamName = 'Workbook'): Buffer {
  const size = Math.max(workbook.length, 4096); // a regular stream, not in the mini stream
  const stream = Buffer.concat([workbook, Buffer.alloc(Math.ceil(size / 512) * 512 - workbook.length)]);
  const streamSectors = stream.length / 512;
  const directorySector = streamSectors;
  const fatSector = streamSectors + 1;
  const fat = Buffer.alloc(512, 0xff);
  for (let i = 0; i < streamSectors; i++) fat.writeUInt32LE(i === streamSectors - 1 ? 0xfffffffe : i + 1, i * 4);
  fat.writeUInt32LE(0xfffffffe, directorySector * 4);
  fat.writeUInt32LE(0xfffffffd, fatSector * 4);
  const entry = (name: string, type: number, start: number, length: number, child = 0xffffffff) => {
    const e = Buffer.alloc(128);
    if (name) {
      e.write(name, 0, 'utf16le');
      e.writeUInt16LE((name.length + 1) * 2, 0x40);
    }
    e[0x42] = type;
    e.writeUInt32LE(0xffffffff, 0x44);
    e.writeUInt32LE(0xffffffff, 0x48);
    e.writeUInt32LE(child, 0x4c);
    e.writeUInt32LE(start, 0x74);
    e.writeUInt32LE(length, 0x78);
    return e;
  };
  const directory = Buffer.concat([entry('Root Entry', 5, 0xfffffffe, 0, 1), entry(streamName, 2, 0, size), entry('', 0, 0, 0), entry('', 0, 0, 0)]);
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(fatSector, 0x4c);
  return Buffer.concat([header, stream, directory, fat]);
}

/** An .xls of one worksheet. */
export const xlsBytes = (sheetName: string, rows: readonly (readonly XlsCell[])[], options?: WorkbookOptions) => compoundFile(biffWorkbook(sheetName, rows, options));
