/**
 * Spec 1 section 6: a user is tenant-level when organizationId is not 0 and site-level
 * (platform) when it is 0. Tenant-level users call the tenant-prefixed path (`/{org}/`);
 * site-level users call the platform's path, which reads tenant 0.
 */
export const isTenantLevelUser = (organizationId: number): boolean => organizationId !== 0;

/** `/hpfm/v1` + `texts` as `/hpfm/v1/{org}/texts` for a tenant-level user, `/hpfm/v1/texts` for a site-level one. */
export function levelPath(service: string, rest: string, organizationId: number): string {
  return isTenantLevelUser(organizationId) ? `${service}/{org}/${rest}` : `${service}/${rest}`;
}
