import type { UserConfig } from '@mall/sdk';

/**
 * Where a visitor's product calls go (spec 1 sections 2 and 6): on a second website a user of
 * another company browses the visited company's catalogue through the `visit-*` calls. The
 * server checks the organisation against the website named by `webUrl`; signed-in users of the
 * site's own company (and everyone on the mall's own address) have no visit target.
 */
export interface VisitTarget {
  readonly organizationId: number;
  readonly companyId: number;
  /** The host the page is on, as the session start sends it. */
  readonly webUrl: string;
}

export function visitTargetOf(config: Pick<UserConfig, 'visitConfig'> | undefined, host: string = globalThis.location?.host ?? ''): VisitTarget | undefined {
  const visit = config?.visitConfig;
  if (!visit?.visitorFlag || visit.organizationId === undefined || visit.companyId === undefined) return undefined;
  return { organizationId: visit.organizationId, companyId: visit.companyId, webUrl: host };
}
