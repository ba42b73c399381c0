// Tenant languages (tenant-languages/list) and the per-language texts of a record's field
// (multi-language: fieldName and _token, the opaque key of the record). Tenant 0 holds the
// platform's languages; a tenant listing its own replaces them.
export const sql = /* sql */ `
create table tenant_languages (
  tenant_id bigint not null default 0,
  code text not null,
  name text not null,
  order_seq integer not null default 0,
  enabled_flag smallint not null default 1,
  primary key (tenant_id, code)
);
insert into tenant_languages (tenant_id, code, name, order_seq) values (0, 'zh_CN', '简体中文', 10), (0, 'en_US', 'English', 20);

create table multi_language_texts (
  tenant_id bigint not null,
  token text not null,
  field_name text not null,
  lang text not null,
  value text not null,
  last_update_date timestamptz not null default now(),
  primary key (tenant_id, token, field_name, lang)
);
`;
