import type { WebConfig } from '@mall/domain';
import { underSigl } from './session-hash';

/**
 * Step 5 of session start: where the buyer's channels send them, or undefined to stay.
 * Member only -> /sigl (unless already there); enterprise only under /sigl -> /; both, on the
 * first visit, with PERSONAL as the default channel -> /sigl.
 */
export function readChannelRedirect(webConfig: WebConfig, pathname: string, firstVisit: boolean): string | undefined {
  const member = Boolean(webConfig.memberPermission);
  const enterprise = Boolean(webConfig.enterprisePermission);
  const inSigl = underSigl(pathname);
  if (member && !enterprise) return inSigl ? undefined : '/sigl';
  if (enterprise && !member) return inSigl ? '/' : undefined;
  if (member && enterprise && firstVisit && webConfig.defaultChannel === 'PERSONAL' && !inSigl) return '/sigl';
  return undefined;
}
