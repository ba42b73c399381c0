import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** One stored file as the spec's calls answer it (fileName, fileUrl, fileSize, fileType). */
export interface AttachmentFileRow {
  fileId: string;
  fileKey: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  fileType: string;
  orderSeq: number;
  attachmentUUID: string;
  bucketName: string;
  storageKey: string;
  createdBy: number;
  creationDate: string;
}

const FILE_COLUMNS = `f.id::text as "fileId", f.file_key as "fileKey", f.file_name as "fileName", f.file_size::float8 as "fileSize",
  f.file_type as "fileType", f.order_seq as "orderSeq", f.attachment_uuid as "attachmentUUID", u.bucket_name as "bucketName",
  f.storage_key as "storageKey", f.created_by::int as "createdBy", to_char(f.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`;

/** The URL a file is known by in answers and in later calls: bucket, directory and key. */
export const fileUrlOf = (bucketName: string, directory: string, fileKey: string) => `/${bucketName}/${directory}/${fileKey}`;

/** The key at the end of a file URL (or the key itself). */
export const fileKeyOf = (urlOrKey: string) => urlOrKey.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';

type Row = Omit<AttachmentFileRow, 'fileUrl'>;
const withUrl = (row: Row): AttachmentFileRow => ({ ...row, fileUrl: fileUrlOf(row.bucketName, 'mall-front', row.fileKey) });

/** The files of one attachment UUID of the caller's tenant, in their order. */
export async function filesOf(db: Db, tenantId: number, attachmentUuid: string): Promise<AttachmentFileRow[]> {
  const rows = await db.query<Row>(
    `select ${FILE_COLUMNS} from attachment_files f
       join attachment_uuids u on u.tenant_id = f.tenant_id and u.attachment_uuid = f.attachment_uuid
      where f.tenant_id = $1 and f.attachment_uuid = $2 order by f.order_seq, f.id`,
    [tenantId, attachmentUuid],
  );
  return rows.map(withUrl);
}

/** One file of the tenant by its key; undefined for another tenant's or an unknown key. */
export async function fileByKey(db: Db, tenantId: number, fileKey: string): Promise<AttachmentFileRow | undefined> {
  const [row] = await db.query<Row>(
    `select ${FILE_COLUMNS} from attachment_files f
       join attachment_uuids u on u.tenant_id = f.tenant_id and u.attachment_uuid = f.attachment_uuid
      where f.tenant_id = $1 and f.file_key = $2`,
    [tenantId, fileKey],
  );
  return row && withUrl(row);
}

/** The usage an attachment UUID was created for, if it exists in the tenant. */
export async function usageOf(db: Db, tenantId: number, attachmentUuid: string): Promise<string | undefined> {
  const [row] = await db.query<{ usage: string }>('select usage from attachment_uuids where tenant_id = $1 and attachment_uuid = $2', [tenantId, attachmentUuid]);
  return row?.usage;
}

export async function countOf(db: Db, tenantId: number, attachmentUuid: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from attachment_files where tenant_id = $1 and attachment_uuid = $2', [
    tenantId, attachmentUuid,
  ]);
  return row?.count ?? 0;
}

export async function logOperation(db: Db, session: Pick<Session, 'tenantId' | 'userId'>, file: { attachmentUUID: string; fileKey: string; fileName: string }, operation: 'UPLOAD' | 'DOWNLOAD' | 'DELETE'): Promise<void> {
  await db.query('insert into attachment_logs (tenant_id, attachment_uuid, file_key, file_name, operation, user_id) values ($1, $2, $3, $4, $5, $6)', [
    session.tenantId, file.attachmentUUID, file.fileKey, file.fileName, operation, session.userId,
  ]);
}

/** The history timeline: who uploaded, downloaded or deleted, when, in which tenant; newest first. */
export async function operationLog(db: Db, tenantId: number, filter: { attachmentUuid?: string; fileKey?: string }) {
  return db.query<{ logId: number; operation: string; fileName: string; fileKey: string; attachmentUUID: string; userName: string; loginName: string; tenantName: string; operationTime: string }>(
    `select l.id::int as "logId", l.operation, l.file_name as "fileName", l.file_key as "fileKey", l.attachment_uuid as "attachmentUUID",
            u.real_name as "userName", u.login_name as "loginName", t.tenant_name as "tenantName",
            to_char(l.created_at, 'YYYY-MM-DD HH24:MI:SS') as "operationTime"
       from attachment_logs l join users u on u.id = l.user_id join tenants t on t.id = l.tenant_id
      where l.tenant_id = $1 and ($2::text is null or l.attachment_uuid = $2) and ($3::text is null or l.file_key = $3)
      order by l.created_at desc, l.id desc limit 500`,
    [tenantId, filter.attachmentUuid ?? null, filter.fileKey ?? null],
  );
}

/** The batch count: how many files each UUID holds in the caller's tenant (0 for unknown ones). */
export async function countsOf(db: Db, tenantId: number, attachmentUuids: readonly string[]) {
  const rows = await db.query<{ attachmentUUID: string; count: number }>(
    `select attachment_uuid as "attachmentUUID", count(*)::int as count from attachment_files
      where tenant_id = $1 and attachment_uuid = any($2::text[]) group by attachment_uuid`,
    [tenantId, attachmentUuids],
  );
  const counts = new Map(rows.map((r) => [r.attachmentUUID, r.count]));
  return [...new Set(attachmentUuids)].map((attachmentUUID) => ({ attachmentUUID, count: counts.get(attachmentUUID) ?? 0 }));
}
