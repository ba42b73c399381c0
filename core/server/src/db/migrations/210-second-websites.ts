// Second websites (spec 1 section 2, visitConfig): a company's own web address beside the mall.
// The mall opened on one knows which company's catalogue and labels its visitors see; a user of
// that company on it still buys as themselves. Keyed by host name (no port), as the app sends
// its host as webUrl.
export const sql = /* sql */ `
create table second_websites (
  host text primary key check (host = lower(host) and host !~ '[:/ ]'),
  tenant_id bigint not null references tenants(id),
  organization_id bigint not null references organizations(id),
  company_id bigint not null references companies(id),
  -- 1: users of other companies browse as visitors; 0: the site is its own company's only
  visitor_flag smallint not null default 1 check (visitor_flag in (0, 1))
);
create index second_websites_org_idx on second_websites (organization_id) where visitor_flag = 1;`;
