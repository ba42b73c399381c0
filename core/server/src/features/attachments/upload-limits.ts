import { ATTACHMENT_DEFAULT_MAX_MB, ATTACHMENT_GENERAL_MAX_MB, ATTACHMENT_PURCHASE_REQUEST_MAX_MB, DEFAULT_MANUAL_FILE_SIZE_MB } from '@mall/domain';
import type { FieldWrite } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/api-error';
import type { FieldSchemas } from '../fields';
import { fieldContextOf } from '../fields/field-context';

const MB = 1024 * 1024;

/** What an upload is for, which decides its limits (spec 2 section 5). */
export interface UploadLimits {
  readonly maxMb: number;
  readonly imagesOnly: boolean;
}

const FIELD_WRITES: readonly FieldWrite[] = ['cart-line', 'order-header', 'order-line', 'receipt-line', 'request-line'];

/**
 * The limits of a usage, decided here from the session and the tenant's field schema, never from
 * the browser's numbers: 'default' 5 MB; 'image' 5 MB, images only; 'manual-line' the user's
 * manualFileSize (100 MB when unset); 'purchase-request' 5 MB; 'general' 500 MB; and
 * 'field:<write>:<name>' (or 'field:<name>') the maxFileSize of that `upload` field in the tenant's field schema.
 */
export async function limitsOf(db: Db, session: Session, schemas: FieldSchemas, usage: string): Promise<UploadLimits> {
  switch (usage) {
    case 'default':
      return { maxMb: ATTACHMENT_DEFAULT_MAX_MB, imagesOnly: false };
    case 'image':
      return { maxMb: ATTACHMENT_DEFAULT_MAX_MB, imagesOnly: true };
    case 'purchase-request':
      return { maxMb: ATTACHMENT_PURCHASE_REQUEST_MAX_MB, imagesOnly: false };
    case 'general':
      return { maxMb: ATTACHMENT_GENERAL_MAX_MB, imagesOnly: false };
    case 'manual-line': {
      const [row] = await db.query<{ size: number | null }>('select manual_file_size::float8 as size from user_configs where user_id = $1 and tenant_id = $2', [
        session.userId, session.tenantId,
      ]);
      return { maxMb: row?.size && row.size > 0 ? row.size : DEFAULT_MANUAL_FILE_SIZE_MB, imagesOnly: false };
    }
    default:
      return fieldLimits(db, session, schemas, usage);
  }
}

async function fieldLimits(db: Db, session: Session, schemas: FieldSchemas, usage: string): Promise<UploadLimits> {
  // 'field:<write>:<name>', or 'field:<name>' for the control that does not know its write: then
  // every write's upload field of that name counts and the smallest limit applies.
  const parts = usage.split(':');
  const [kind, write, name] = parts.length === 2 ? [parts[0], undefined, parts[1]] : parts;
  if (kind !== 'field' || !name || (write !== undefined && !FIELD_WRITES.includes(write as FieldWrite))) throw badRequest('hfle.upload.usage.unknown', { usage });
  const ctx = await fieldContextOf(db, session);
  const set = schemas.of(session.tenantNum);
  const fields = (write ? [write as FieldWrite] : FIELD_WRITES).flatMap((w) => set.fieldsOf(w, ctx)).filter((f) => f.name === name && f.component === 'upload');
  if (fields.length === 0) throw badRequest('hfle.upload.usage.unknown', { usage });
  return { maxMb: Math.min(...fields.map((f) => (f.maxFileSize ? f.maxFileSize / MB : ATTACHMENT_DEFAULT_MAX_MB))), imagesOnly: false };
}
