import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { ImportTemplateContribution } from '@mall/sdk/server';
import { IMPORT_MAX_FILE_MB } from '@mall/domain';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import { badRequest } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import { FileTooLarge, SizeLimitedStream } from '../attachments/size-limited-stream';
import { checkFile, MAX_FILE_BYTES, removeQuietly, storeBatch, temporaryPath } from './import-file';
import type { ImportWorker } from './import-worker';
import { SliceCheckBody, SliceCombineBody } from './import-schemas';

interface SliceOptions {
  base: string;
  sliceBytes: number;
  contributionFor(session: Session, code: string): Promise<ImportTemplateContribution>;
  worker: ImportWorker;
}

const keyOf = (session: Session, identifier: string, chunk: number) => `${session.tenantId}/import-slices/${session.userId}/${identifier}/${chunk}`;

/**
 * The fragmented upload of large files (spec 2 sections 5 and 7 "slice check/upload/combine"):
 * the browser sends 5 MB slices, 3 at a time, under an identifier made from the first 10 MB's
 * hash; `check` answers the slices already held, so an upload cut off resumes where it stopped;
 * `combine` joins them, refuses past 1000 MB, and checks and records the file as `data-upload` does.
 */
export async function sliceRoutes(app: FastifyInstance, options: SliceOptions): Promise<void> {
  const { db, attachmentStorage: storage } = app.mall;
  const base = `${options.base}/import/slice`;

  app.post(`${base}/check`, { schema: { params: OrgParams, body: SliceCheckBody } }, async (request) => {
    const session = requireSession(request);
    const { identifier } = request.body as { identifier: string };
    const rows = await db.query<{ chunk: number }>('select chunk_number as chunk from import_slices where tenant_id = $1 and user_id = $2 and identifier = $3 order by chunk_number', [
      session.tenantId, session.userId, identifier,
    ]);
    return { identifier, uploaded: rows.map((r) => r.chunk) };
  });

  app.post(`${base}/upload`, { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const fields: Record<string, string> = {};
    let stored: { chunk: number; key: string; size: number } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const identifier = fields.identifier ?? '';
      const chunk = Number(fields.chunkNumber);
      if (!/^[A-Za-z0-9_-]{8,128}$/.test(identifier) || !Number.isInteger(chunk) || chunk < 1 || chunk > 200 || stored) {
        part.file.resume();
        throw badRequest('error.bad_request', { detail: 'identifier, chunkNumber (1-200), then one file' });
      }
      const key = keyOf(session, identifier, chunk);
      // A slice is at most 5 MB; a little slack for a browser that rounds.
      const counter = new SizeLimitedStream(options.sliceBytes + 1024);
      const pending = await storage.openWrite(key);
      try {
        await pipeline(part.file, counter, pending.stream);
        await pending.commit();
      } catch (error) {
        await pending.abort();
        if (error instanceof FileTooLarge) throw badRequest('import.file.too-large', { value: options.sliceBytes / 1024 / 1024 });
        throw error;
      }
      stored = { chunk, key, size: counter.bytes };
      await db.query(
        `insert into import_slices (tenant_id, user_id, identifier, chunk_number, storage_key, size) values ($1, $2, $3, $4, $5, $6)
         on conflict (tenant_id, user_id, identifier, chunk_number) do update set storage_key = excluded.storage_key, size = excluded.size, created_at = now()`,
        [session.tenantId, session.userId, identifier, chunk, key, counter.bytes],
      );
    }
    if (!stored) throw badRequest('import.file.missing');
    return { chunkNumber: stored.chunk, size: stored.size };
  });

  app.post(`${base}/combine`, { schema: { params: OrgParams, body: SliceCombineBody } }, async (request) => {
    const session = requireSession(request);
    const body = request.body as { identifier: string; totalChunks: number; fileName: string; templateCode: string; param?: string };
    const contribution = await options.contributionFor(session, body.templateCode);
    let args: Record<string, unknown> = {};
    if (body.param) {
      try {
        args = JSON.parse(body.param) as Record<string, unknown>;
      } catch {
        throw badRequest('import.param.invalid');
      }
      if (typeof args !== 'object' || args === null || Array.isArray(args)) throw badRequest('import.param.invalid');
    }
    const slices = await db.query<{ chunk: number; key: string; size: number }>(
      'select chunk_number as chunk, storage_key as key, size::float8 as size from import_slices where tenant_id = $1 and user_id = $2 and identifier = $3 order by chunk_number',
      [session.tenantId, session.userId, body.identifier],
    );
    const have = new Set(slices.map((s) => s.chunk));
    const missing = Array.from({ length: body.totalChunks }, (_v, i) => i + 1).filter((n) => !have.has(n));
    if (missing.length > 0) throw badRequest('import.slice.missing', { chunks: missing.slice(0, 20).join(', ') });
    if (slices.reduce((sum, s) => sum + s.size, 0) > MAX_FILE_BYTES) throw badRequest('import.file.too-large', { value: IMPORT_MAX_FILE_MB });
    const path = await temporaryPath();
    try {
      const out = createWriteStream(path);
      for (const slice of slices.filter((s) => s.chunk <= body.totalChunks)) await pipeline(await storage.read(slice.key), out, { end: false });
      out.end();
      await new Promise<void>((resolve, reject) => out.once('finish', resolve).once('error', reject));
      await checkFile(path, body.fileName, contribution, options.worker.reader);
      const batch = await storeBatch({ db, storage }, session, { path, fileName: body.fileName, contribution, args });
      await db.query('delete from import_slices where tenant_id = $1 and user_id = $2 and identifier = $3', [session.tenantId, session.userId, body.identifier]);
      for (const slice of slices) await storage.remove(slice.key);
      return batch;
    } finally {
      await removeQuietly(path);
    }
  });
}
