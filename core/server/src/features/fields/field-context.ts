import type { Channel, UserConfig } from '@mall/domain';
import type { MallContext } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { loadUserConfig } from '../mall-config/user-config-repo';

/**
 * Today as YYYY-MM-DD where the calendar is furthest behind (UTC-12). The server does not know
 * the buyer's time zone, and a date rule ("not before today") must never refuse on the server
 * what the browser accepted anywhere; so the server's today is the earliest one.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The session as field predicates and validators see it in the browser: the same user config
 * (`prepare` plus `mall-config`), channel and granted permissions. Settings a plugin sets in its
 * browser entry are not known here, so a field rule must not depend on them.
 */
export async function fieldContextOf(db: Db, session: Session): Promise<MallContext> {
  const config = (await loadUserConfig(db, session, {})) as unknown as UserConfig;
  const granted = await db.query<{ code: string }>(
    `select distinct rp.permission_code as code from user_roles ur
       join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
      where ur.user_id = $1 and ur.tenant_id = $2`,
    [session.userId, session.tenantId],
  );
  const codes = new Set(granted.map((g) => g.code));
  const channel: Channel = config.mallType === 'sigl' ? 'PERSONAL' : 'ENTERPRISE';
  return {
    user: {
      id: session.userId,
      loginName: session.loginName,
      realName: config.realName ?? session.loginName,
      organizationId: session.organizationId,
      tenantId: session.tenantId,
      tenantNum: session.tenantNum,
      language: session.language,
    },
    config,
    channel,
    settings: {} as MallContext['settings'],
    today: earliestToday(),
    hasPermission: (code) => codes.has(code),
  };
}
