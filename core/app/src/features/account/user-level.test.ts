import { isTenantLevelUser, levelPath } from './user-level';

// Spec 1 section 6: "Tenant-level versus platform-level user is decided by organizationId not
// being 0; site-level users use tenant 0 and tenant-level users use tenant-prefixed paths."
it.each([
  { organizationId: 11, tenantLevel: true, path: '/hpfm/v1/{org}/static-texts/text/by-code' },
  { organizationId: 0, tenantLevel: false, path: '/hpfm/v1/static-texts/text/by-code' },
])('organizationId $organizationId: tenant-level $tenantLevel, path $path', ({ organizationId, tenantLevel, path }) => {
  expect(isTenantLevelUser(organizationId)).toBe(tenantLevel);
  expect(levelPath('/hpfm/v1', 'static-texts/text/by-code', organizationId)).toBe(path);
});
