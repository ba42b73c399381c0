import type { ServerMigration } from '@mall/sdk/server';

export const networkMigrations: readonly ServerMigration[] = [
  {
    name: '001-it-addresses-product-checks-jd-invoice',
    sql: `
-- The cost centre's IT receiving address of each company: IT category goods are received there.
create table zyt_it_addresses (
  tenant_id bigint not null,
  company_id bigint not null,
  address_id bigint not null,
  primary key (tenant_id, company_id)
);
-- What the submit checks know of a product: shipped from external stock, its compatibility sample.
create table zyt_product_checks (
  tenant_id bigint not null,
  product_id bigint not null,
  external_stock smallint not null default 0,
  sample_no text,
  sample_result text check (sample_result in ('PASSED', 'FAILED')),
  reason_zh text,
  reason_en text,
  primary key (tenant_id, product_id)
);
-- The invoice address each company has registered with JD.
create table zyt_jd_invoice_addresses (
  tenant_id bigint not null,
  company_id bigint not null,
  invoice_address_id bigint not null,
  primary key (tenant_id, company_id)
);`,
  },
];
