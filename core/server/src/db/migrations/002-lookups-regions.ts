// Value sets (lovs/value, lovs/data), lookup views (lov-view/info) and the region tree.
// tenant_id 0 holds platform defaults; a tenant's own rows for the same code replace them.
export const sql = /* sql */ `
create table lov_values (
  tenant_id bigint not null default 0,
  lov_code text not null,
  value text not null,
  meaning_zh text not null,
  meaning_en text not null,
  description text,
  tag text,
  parent_value text,
  order_seq integer not null default 0,
  enabled_flag smallint not null default 1,
  -- extra columns a data lookup (lovs/data) returns and filters on, e.g. channel, categoryId
  data jsonb not null default '{}',
  primary key (tenant_id, lov_code, value)
);

create table lov_views (
  tenant_id bigint not null default 0,
  view_code text not null,
  view_name text not null,
  lov_code text not null,
  value_field text not null,
  display_field text not null,
  query_url text not null,
  page_size integer not null default 10,
  children_field_name text,
  delay_load_flag smallint not null default 0,
  table_fields jsonb not null default '[]',
  query_fields jsonb not null default '[]',
  primary key (tenant_id, view_code)
);

create table countries (
  tenant_id bigint not null default 0,
  id bigint primary key,
  country_code text not null unique,
  country_name text not null,
  enabled_flag smallint not null default 1
);

create table regions (
  tenant_id bigint not null default 0,
  id bigint primary key,
  region_code text not null unique,
  region_name text not null,
  parent_region_code text,
  country_id bigint not null references countries(id),
  level_number smallint not null,
  virtual_flag smallint not null default 0,
  enabled_flag smallint not null default 1
);
create index regions_parent_idx on regions (country_id, parent_region_code);
`;
