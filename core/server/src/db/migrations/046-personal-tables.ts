// Personal table customisations (spec 1 "personal-tables": code, tenantId, userId, dataJson):
// one layout per user and table code. Tenant 0 (site level) keeps none, so no row has it.
export const sql = /* sql */ `
create table personal_tables (
  tenant_id bigint not null check (tenant_id > 0),
  user_id bigint not null,
  code text not null,
  data_json text not null,
  last_update_date timestamptz not null default now(),
  primary key (tenant_id, user_id, code)
);
`;
