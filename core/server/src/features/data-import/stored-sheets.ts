import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { removeQuietly, temporaryPath } from './import-file';
import { readXlsSheets } from './xls-rows';
import { readSheets, type OnBytes, type SheetEvent } from './xlsx-rows';

/** Whether a file name or storage key is an Excel 97-2003 workbook (.xls) rather than an .xlsx. */
export const isXls = (name: string) => name.toLowerCase().endsWith('.xls');

/**
 * The rows of a stored import file. An .xlsx streams straight from storage; an .xls (an OLE
 * compound file, read by sector offsets) is first copied to a private temporary file, streamed
 * from there and the copy removed.
 */
export async function* storedSheets(storage: AttachmentStorage, key: string, onBytes?: OnBytes): AsyncGenerator<SheetEvent> {
  if (!isXls(key)) {
    yield* readSheets(await storage.read(key), onBytes);
    return;
  }
  const path = await temporaryPath();
  try {
    await pipeline(await storage.read(key), createWriteStream(path));
    yield* readXlsSheets(path);
  } finally {
    await removeQuietly(path);
  }
}
