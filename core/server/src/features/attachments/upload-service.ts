import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MAX_COUNT, checkAttachment, UPLOAD_BUCKETS, UPLOAD_DIRECTORY } from '@mall/domain';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { ApiError, badRequest } from '../../http/api-error';
import type { FieldSchemas } from '../fields';
import { countOf, fileByKey, logOperation, usageOf, type AttachmentFileRow } from './attachment-repo';
import type { AttachmentStorage } from './attachment-storage';
import { realTypeMatches, mimeOf } from './real-type';
import { FileTooLarge, SizeLimitedStream } from './size-limited-stream';
import { limitsOf, type UploadLimits } from './upload-limits';

const MB = 1024 * 1024;
const UUID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BUCKETS: readonly string[] = Object.values(UPLOAD_BUCKETS);
const FIELD_NAMES = ['bucketName', 'attachmentUUID', 'directory', 'usage'];

interface UploadFields {
  bucketName?: string;
  attachmentUUID?: string;
  directory?: string;
  usage?: string;
}

interface Dependencies {
  readonly db: Db;
  readonly storage: AttachmentStorage;
  readonly schemas: FieldSchemas;
}

const refused = (refusal: { key: string; params?: Record<string, string | number> }) => badRequest(refusal.key, refusal.params);

/** The upload as the fields name it, before any byte is stored: bucket, directory, UUID and usage. */
async function target(deps: Dependencies, session: Session, fields: UploadFields) {
  const bucketName = fields.bucketName ?? UPLOAD_BUCKETS.private;
  if (!BUCKETS.includes(bucketName)) throw badRequest('hfle.upload.bucket.unknown', { bucketName });
  if ((fields.directory ?? UPLOAD_DIRECTORY) !== UPLOAD_DIRECTORY) throw badRequest('hfle.upload.directory.unknown', { directory: fields.directory ?? '' });
  const attachmentUuid = fields.attachmentUUID || randomUUID().replaceAll('-', '');
  if (!UUID_PATTERN.test(attachmentUuid)) throw badRequest('hfle.upload.uuid.invalid');
  // A UUID keeps the usage (so the size limit) of its first upload; a later one cannot widen it.
  const usage = (await usageOf(deps.db, session.tenantId, attachmentUuid)) ?? fields.usage ?? 'default';
  const limits = await limitsOf(deps.db, session, deps.schemas, usage);
  return { bucketName, attachmentUuid, usage, limits };
}

type Target = Awaited<ReturnType<typeof target>>;

/**
 * One multipart upload (spec 2 sections 5 and 7): the fields, then the file streamed straight
 * into the storage while counted. Every rule is checked here whatever the browser did: type by
 * extension and by first bytes, name, size, and at most 9 files per UUID (counted under a lock
 * on the UUID's row, so parallel uploads never make a tenth). A refusal stores nothing.
 */
export async function receiveUpload(deps: Dependencies, request: FastifyRequest, session: Session): Promise<AttachmentFileRow> {
  const fields: UploadFields = {};
  let stored: { storageKey: string; fileKey: string; fileName: string; size: number; target: Target } | undefined;
  let refusal: ApiError | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (!FIELD_NAMES.includes(part.fieldname)) continue;
      // The file is stored as the fields before it say; a field after it would be ignored silently.
      if (stored || refusal) refusal ??= badRequest('hfle.upload.fields.first');
      else fields[part.fieldname as keyof UploadFields] = String(part.value);
      continue;
    }
    if (stored || refusal) {
      await drain(part);
      refusal ??= badRequest('hfle.upload.one.file');
      continue;
    }
    try {
      stored = await storeFile(deps, session, part, await target(deps, session, fields));
    } catch (error) {
      await drain(part);
      if (!(error instanceof ApiError)) throw error;
      refusal = error;
    }
  }
  if (refusal) {
    if (stored) await deps.storage.remove(stored.storageKey);
    throw refusal;
  }
  if (!stored) throw badRequest('hfle.upload.no.file');
  try {
    return await record(deps, session, stored);
  } catch (error) {
    await deps.storage.remove(stored.storageKey);
    throw error;
  }
}

/** Checks what can be checked before the bytes, then streams them; refuses a wrong size or type. */
async function storeFile(deps: Dependencies, session: Session, part: MultipartFile, to: Target) {
  const fileName = part.filename;
  const early = checkAttachment({ name: fileName, size: 0 }, { ...limitOptions(to.limits), existing: await countOf(deps.db, session.tenantId, to.attachmentUuid) });
  if (early) throw refused(early);
  const fileKey = randomUUID().replaceAll('-', '');
  const storageKey = `${session.tenantId}/${to.attachmentUuid}/${fileKey}`;
  const counter = new SizeLimitedStream(Math.floor(to.limits.maxMb * MB));
  const pending = await deps.storage.openWrite(storageKey);
  try {
    await pipeline(part.file, counter, pending.stream);
    await pending.commit();
  } catch (error) {
    await pending.abort();
    if (error instanceof FileTooLarge) throw refused(checkAttachment({ name: fileName, size: counter.bytes }, limitOptions(to.limits))!);
    throw error;
  }
  if (!(await realTypeMatches(fileName, counter.head))) {
    await deps.storage.remove(storageKey);
    throw badRequest('attachment.type.unsupported');
  }
  return { storageKey, fileKey, fileName, size: counter.bytes, target: to };
}

const limitOptions = (limits: UploadLimits) => ({ maxMb: limits.maxMb, imagesOnly: limits.imagesOnly });

/** Records the stored file under its UUID, counting the UUID's files under a row lock. */
async function record(deps: Dependencies, session: Session, stored: { storageKey: string; fileKey: string; fileName: string; size: number; target: Target }) {
  const { attachmentUuid, usage, bucketName } = stored.target;
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into attachment_uuids (tenant_id, attachment_uuid, usage, bucket_name, created_by) values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [session.tenantId, attachmentUuid, usage, bucketName, session.userId],
    );
    await tx.query('select 1 from attachment_uuids where tenant_id = $1 and attachment_uuid = $2 for update', [session.tenantId, attachmentUuid]);
    const [{ count, next } = { count: 0, next: 1 }] = await tx.query<{ count: number; next: number }>(
      'select count(*)::int as count, coalesce(max(order_seq), 0)::int + 1 as next from attachment_files where tenant_id = $1 and attachment_uuid = $2',
      [session.tenantId, attachmentUuid],
    );
    if (count >= ATTACHMENT_MAX_COUNT) throw badRequest('attachment.count.limit');
    await tx.query(
      `insert into attachment_files (tenant_id, organization_id, attachment_uuid, file_key, file_name, file_size, file_type, storage_key, order_seq, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [session.tenantId, session.organizationId, attachmentUuid, stored.fileKey, stored.fileName, stored.size, mimeOf(stored.fileName), stored.storageKey, next, session.userId],
    );
    await logOperation(tx, session, { attachmentUUID: attachmentUuid, fileKey: stored.fileKey, fileName: stored.fileName }, 'UPLOAD');
  });
  return (await fileByKey(deps.db, session.tenantId, stored.fileKey))!;
}

/** Reads the rest of a file part without keeping it, so the multipart parser moves on. */
async function drain(part: MultipartFile): Promise<void> {
  if (part.file.readableEnded) return;
  part.file.resume();
  await new Promise<void>((resolve) => {
    part.file.once('end', resolve);
    part.file.once('close', resolve);
    part.file.once('error', () => resolve());
  });
}
