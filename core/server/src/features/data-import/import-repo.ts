import type { ImportBatchStatus } from '@mall/domain';
import type { ServerSession } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { toLanguage } from '../../http/messages';

export interface BatchRow {
  id: number;
  tenantId: number;
  organizationId: number;
  userId: number;
  batch: string;
  templateCode: string;
  templateSource: 'column' | 'model';
  fileName: string;
  storageKey: string | null;
  fileSize: number;
  args: Record<string, unknown>;
  status: ImportBatchStatus;
  statusMeaning: { key: string; params?: Record<string, string | number> } | null;
  autoExecute: boolean;
  parsed: boolean;
  /** Every valid row stored so far was staged by the handler in its chunk's transaction (migration 252). */
  checkStaged: boolean;
  dataCount: number;
  ready: number;
  successCount: number;
  failedCount: number;
  description: string | null;
  creationDate: string;
}

/** SQL: an import_rows row a check or an import refused (the rows listed, counted and written to the failure file as failed). */
export const FAILED_ROW = `status in ('VALID_FAILED', 'IMPORT_FAILED', 'ERROR')`;

export const BATCH_COLUMNS = `id::int as id, tenant_id::int as "tenantId", organization_id::int as "organizationId", user_id::int as "userId", batch,
  template_code as "templateCode", template_source as "templateSource", file_name as "fileName", storage_key as "storageKey", file_size::float8 as "fileSize",
  args, status, status_meaning as "statusMeaning", auto_execute as "autoExecute", parsed, check_staged as "checkStaged", data_count as "dataCount", ready, success_count as "successCount",
  failed_count as "failedCount", description, to_char(creation_date, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`;

/** The caller's own batch; another user's or tenant's is unknown (404), never shown. */
export async function ownBatch(db: Db, session: { tenantId: number; userId: number }, batch: string): Promise<BatchRow> {
  const [row] = await db.query<BatchRow>(`select ${BATCH_COLUMNS} from import_batches where batch = $1 and tenant_id = $2 and user_id = $3`, [batch, session.tenantId, session.userId]);
  if (!row) throw notFound('import.batch.not-found');
  return row;
}

export async function batchById(db: Db, id: number): Promise<BatchRow | undefined> {
  const [row] = await db.query<BatchRow>(`select ${BATCH_COLUMNS} from import_batches where id = $1`, [id]);
  return row;
}

/** The batch owner as a handler sees the caller. */
export async function sessionOfOwner(db: Db, userId: number): Promise<ServerSession> {
  const [row] = await db.query<ServerSession & { language: string }>(
    `select u.id::int as "userId", u.tenant_id::int as "tenantId", t.tenant_num as "tenantNum", u.organization_id::int as "organizationId",
            u.company_id::int as "companyId", u.login_name as "loginName", u.language
       from users u join tenants t on t.id = u.tenant_id where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`import batch owner ${userId} does not exist`);
  return { ...row, language: toLanguage(row.language) };
}

/** Counts of a batch's rows: all (those kept in chunks too, see row-chunks.ts), and those failed (a check or an import refused them). */
export async function rowCounts(db: Db, batchId: number): Promise<{ total: number; failed: number }> {
  const [row] = await db.query<{ total: number; failed: number }>(
    `select count(*)::int + (select coalesce(sum(row_count), 0)::int from import_row_chunks where batch_id = $1) as total,
            count(*) filter (where ${FAILED_ROW})::int as failed
       from import_rows where batch_id = $1`,
    [batchId],
  );
  return row ?? { total: 0, failed: 0 };
}
