import type { FastifyReply } from 'fastify';
import archiver from 'archiver';
import type { Db } from '../../db/db';
import { logOperation, type AttachmentFileRow } from './attachment-repo';
import type { AttachmentStorage } from './attachment-storage';

/** RFC 5987 form, so Chinese names survive every browser. */
export const dispositionOf = (kind: 'attachment' | 'inline', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Streams one stored file and records the download in the history. */
export async function sendFile(reply: FastifyReply, db: Db, storage: AttachmentStorage, who: { tenantId: number; userId: number }, file: AttachmentFileRow, kind: 'attachment' | 'inline') {
  const stream = await storage.read(file.storageKey);
  await logOperation(db, who, file, 'DOWNLOAD');
  return reply.header('content-disposition', dispositionOf(kind, file.fileName)).header('content-length', file.fileSize).type(file.fileType).send(stream);
}

/** Streams the files of a UUID as one zip built on the fly (nothing held whole in memory). */
export async function sendZip(reply: FastifyReply, db: Db, storage: AttachmentStorage, who: { tenantId: number; userId: number }, attachmentUuid: string, files: readonly AttachmentFileRow[]) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const used = new Set<string>();
  for (const file of files) {
    // Two files may share a name; the zip keeps both.
    let name = file.fileName;
    for (let n = 2; used.has(name); n++) name = `(${n}) ${file.fileName}`;
    used.add(name);
    archive.append(await storage.read(file.storageKey), { name });
    await logOperation(db, who, file, 'DOWNLOAD');
  }
  void archive.finalize();
  return reply.header('content-disposition', dispositionOf('attachment', `${attachmentUuid}.zip`)).type('application/zip').send(archive);
}
