import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** How long a download link works (spec 2: a token in a download link expires). */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 300;

/** What a link opens: one file, or the compressed files of one attachment UUID. */
export type DownloadTarget = { kind: 'file'; fileKey: string } | { kind: 'zip'; attachmentUuid: string };

const encode = (target: DownloadTarget) => (target.kind === 'file' ? `file:${target.fileKey}` : `zip:${target.attachmentUuid}`);

/** Issues a token for the caller's tenant; expired ones are swept on the way. */
export async function issueDownloadToken(db: Db, session: Session, target: DownloadTarget, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_SECONDS * 1000);
  await db.query('delete from attachment_download_tokens where expires_at < $1', [now]);
  await db.query('insert into attachment_download_tokens (token, tenant_id, target, user_id, expires_at) values ($1, $2, $3, $4, $5)', [
    token, session.tenantId, encode(target), session.userId, expiresAt,
  ]);
  return { token, expiresAt };
}

/** The tenant and user a token was issued to, if it is unexpired and opens exactly this target. */
export async function redeemDownloadToken(db: Db, token: string, target: DownloadTarget, now = new Date()): Promise<{ tenantId: number; userId: number } | undefined> {
  const [row] = await db.query<{ tenantId: number; userId: number }>(
    'select tenant_id::int as "tenantId", user_id::int as "userId" from attachment_download_tokens where token = $1 and target = $2 and expires_at > $3',
    [token, encode(target), now],
  );
  return row;
}
