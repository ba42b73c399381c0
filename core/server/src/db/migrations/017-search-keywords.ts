// Keywords buyers searched the product list with, counted per tenant and channel, so the search
// box can offer the tenant's hot keywords (spec 1 section 7, sads hot-keyword).
export const sql = /* sql */ `
create table search_keywords (
  tenant_id bigint not null references tenants(id),
  channel text not null default 'ENTERPRISE' check (channel in ('ENTERPRISE', 'PERSONAL')),
  keyword text not null,
  search_count integer not null default 1,
  last_searched_at timestamptz not null default now(),
  primary key (tenant_id, channel, keyword)
);
create index search_keywords_hot_idx on search_keywords (tenant_id, channel, search_count desc);
`;
