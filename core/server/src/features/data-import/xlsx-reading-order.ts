import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { readZipDirectory, type ZipEntry } from './zip-directory';

/**
 * The parts exceljs's streaming reader reads before a worksheet, in the order it needs them: a
 * worksheet that comes before the workbook's relationships or its shared strings is written whole
 * to a temporary file and parsed only once the zip has ended (WorkbookReader.parse). Files that
 * exceljs writes, and Excel's, put the worksheets first, so every import inflated its sheet
 * twice over (to disk and back) and read its header only after the whole file.
 */
const BEFORE_SHEETS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
/** What exceljs takes for a worksheet (WorkbookReader.parse's own test). */
const WORKSHEET = /xl\/worksheets\/sheet\d+[.]xml/;

/** An .xlsx as exceljs reads it without a temporary file, and whether the workbook has a shared string table. */
export interface OrderedXlsx {
  stream: Readable;
  /** What the stream will give in all. */
  bytes: number;
  sharedStrings: boolean;
}

/**
 * The zip's entries that exceljs reads, each copied as it is (local header, data, descriptor) in
 * that order: the parts above, then the worksheets in their own order (a sheet's index is its
 * place among them). The other entries (themes, document properties) exceljs skips, so they are
 * left out. Read lazily by file position, so a reader that stops after the header reads no
 * further. Undefined for a zip this cannot reorder (zip64): it is then read as it is.
 */
export async function xlsxInReadingOrder(path: string): Promise<OrderedXlsx | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const directory = await readZipDirectory(file, size, Number.MAX_SAFE_INTEGER);
    if (directory === 'too-many' || directory.zip64) return undefined;
    // An entry spans from its local header to the next entry's (or the directory), descriptor included.
    const byOffset = [...directory.entries].sort((a, b) => a.offset - b.offset);
    const end = new Map<ZipEntry, number>(byOffset.map((entry, i) => [entry, byOffset[i + 1]?.offset ?? directory.directoryOffset]));
    const named = new Map(directory.entries.map((entry) => [entry.name, entry]));
    const parts = BEFORE_SHEETS.flatMap((name) => named.get(name) ?? []);
    const sheets = byOffset.filter((entry) => WORKSHEET.test(entry.name));
    const ranges = [...parts, ...sheets].map((entry) => ({ from: entry.offset, to: end.get(entry)! }));
    const bytes = ranges.reduce((sum, range) => sum + range.to - range.from, 0) + END_OF_DIRECTORY.length;
    return { stream: Readable.from(readRanges(path, ranges), { objectMode: false }), bytes, sharedStrings: named.has('xl/sharedStrings.xml') };
  } finally {
    await file.close();
  }
}

/**
 * An empty end-of-central-directory record, after the entries. unzipper's parser ends at this
 * record; without one it ended only if it asked for the next record before the stream had ended,
 * and answered FILE_ENDED when its reader had stalled near the sheet's end (a check waiting for
 * its store), which failed the import.
 */
const END_OF_DIRECTORY = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

// unzipper buffers up to 16 pieces written to it: small pieces keep what is read close to what
// is parsed, which the check's progress estimates the file's rows from.
export const PIECE_BYTES = 16 * 1024;

/** The ranges' bytes in order, a piece at a time: the file is opened at the first read and closed when the reader stops. */
async function* readRanges(path: string, ranges: readonly { from: number; to: number }[]): AsyncGenerator<Buffer> {
  const file = await open(path, 'r');
  try {
    for (const { from, to } of ranges) {
      for (let at = from; at < to; ) {
        const piece = Buffer.allocUnsafe(Math.min(PIECE_BYTES, to - at));
        const { bytesRead } = await file.read(piece, 0, piece.length, at);
        if (bytesRead === 0) return;
        at += bytesRead;
        yield bytesRead === piece.length ? piece : piece.subarray(0, bytesRead);
      }
    }
    yield END_OF_DIRECTORY;
  } finally {
    await file.close();
  }
}
