import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { isXls, removeQuietly, temporaryPath } from './import-file';
import type { SheetReader } from './sheet-reader';
import type { OnBytes, SheetEvent } from './xlsx-rows';

/**
 * The rows of a stored import file, read by path: an .xls is an OLE compound file read by sector
 * offsets, and an .xlsx is read in the order exceljs needs its parts (xlsx-reading-order.ts), so
 * it is parsed as it is inflated, never put aside whole to a temporary file (up to the 2 GB a
 * file may inflate to, written to disk before the row limit could refuse a row). Both need the
 * file's end before its start: a storage without local files has the file copied to a private
 * temporary one first, removed after. `reader` parses it on its own thread.
 */
export async function* storedSheets(storage: AttachmentStorage, key: string, reader: SheetReader, onBytes?: OnBytes): AsyncGenerator<SheetEvent> {
  const read = (path: string) => reader.read(path, isXls(key), onBytes);
  const local = storage.localPath?.(key);
  if (local) {
    yield* read(local);
    return;
  }
  const path = await temporaryPath();
  try {
    await pipeline(await storage.read(key), createWriteStream(path));
    yield* read(path);
  } finally {
    await removeQuietly(path);
  }
}
