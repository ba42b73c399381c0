import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_FILE_MB } from '@mall/domain';
import type { ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { ApiError, badRequest } from '../../http/api-error';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { FileTooLarge, SizeLimitedStream } from '../attachments/size-limited-stream';
import { mapHeader } from './header-map';
import { SheetReaderLost, type SheetReader } from './sheet-reader';
import { sheetsOf } from './template-registry';
import { checkZip } from './zip-check';

const MB = 1024 * 1024;

/** Whether a file name or storage key is an Excel 97-2003 workbook (.xls) rather than an .xlsx. */
export const isXls = (name: string) => name.toLowerCase().endsWith('.xls');
export const MAX_FILE_BYTES = IMPORT_MAX_FILE_MB * MB;

/** A private temporary file of one upload; removed whatever happens to the upload. */
export async function temporaryPath(): Promise<string> {
  const folder = join(tmpdir(), 'mall-import');
  await mkdir(folder, { recursive: true });
  return join(folder, randomUUID());
}

/** Streams an upload into a temporary file, refusing past 1000 MB with the spec's size message. */
export async function receiveToFile(source: Readable, path: string): Promise<number> {
  const counter = new SizeLimitedStream(MAX_FILE_BYTES);
  try {
    await pipeline(source, counter, createWriteStream(path));
  } catch (error) {
    if (error instanceof FileTooLarge) throw badRequest('import.file.too-large', { value: IMPORT_MAX_FILE_MB });
    throw error;
  }
  return counter.bytes;
}

/**
 * Everything refused before a batch exists (so nothing is stored): a name that is not .xlsx or
 * .xls, an empty file, a corrupt zip or compound file, a zip bomb, a sheet whose header is not the
 * template's, and a file without a data row. Only the zip directory (or the .xls container's
 * tables), the parts a sheet needs and the sheet's first rows are read (xlsx-reading-order.ts),
 * on `reader`'s thread as the check of every row is.
 */
export async function checkFile(path: string, fileName: string, contribution: ImportTemplateContribution, reader: SheetReader): Promise<void> {
  const xls = isXls(fileName);
  if (!xls && !fileName.toLowerCase().endsWith('.xlsx')) throw badRequest('import.file.type');
  if ((await stat(path)).size === 0) throw badRequest('import.file.empty');
  if (!xls) {
    const zip = await checkZip(path);
    if (zip === 'empty') throw badRequest('import.file.empty');
    if (zip) throw badRequest(zip === 'bomb' ? 'import.file.bomb' : 'import.file.corrupt');
  }
  const sheets = sheetsOf(contribution.template);
  let rows = 0;
  try {
    for await (const event of reader.read(path, xls)) {
      const sheet = sheets[event.sheetIndex];
      if (!sheet) break;
      if (event.kind === 'header') {
        const mapped = mapHeader(contribution, sheet, event.names);
        if (!(mapped instanceof Map)) throw badRequest(mapped.key, mapped.params);
      } else if ((rows += event.rows.length) > 0) break;
    }
  } catch (error) {
    // A reader that lost its thread says nothing of the file: the upload fails as the server's error, not as a corrupt file.
    if (error instanceof ApiError || error instanceof SheetReaderLost) throw error;
    throw badRequest('import.file.corrupt');
  }
  if (rows === 0) throw badRequest('import.file.empty');
}

/** The checked file moved into storage and its batch recorded as UPLOADED; the batch number. */
export async function storeBatch(
  deps: { db: Db; storage: AttachmentStorage },
  owner: { tenantId: number; organizationId: number; userId: number },
  upload: { path: string; fileName: string; contribution: ImportTemplateContribution; args: Record<string, unknown> },
): Promise<string> {
  const batch = `${Date.now().toString(36)}${randomUUID().replaceAll('-', '').slice(0, 12)}`.toUpperCase();
  const storageKey = `${owner.tenantId}/imports/${batch}.${isXls(upload.fileName) ? 'xls' : 'xlsx'}`;
  const pending = await deps.storage.openWrite(storageKey);
  try {
    await pipeline(createReadStream(upload.path), pending.stream);
    await pending.commit();
  } catch (error) {
    await pending.abort();
    throw error;
  }
  const { size } = await stat(upload.path);
  try {
    await deps.db.query(
      `insert into import_batches (tenant_id, organization_id, user_id, batch, template_code, template_source, file_name, storage_key, file_size, args, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, 'UPLOADED')`,
      [owner.tenantId, owner.organizationId, owner.userId, batch, upload.contribution.template.templateCode, upload.contribution.template.kind, upload.fileName.slice(0, 255), storageKey, size, JSON.stringify(upload.args)],
    );
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  return batch;
}

export const removeQuietly = (path: string) => rm(path, { force: true });
