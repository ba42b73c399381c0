import type { ServerMigration } from '@mall/sdk/server';

export const electronicsMigrations: readonly ServerMigration[] = [
  {
    name: 'electronics-firm-001-machines-expiry-prices',
    sql: `
-- the machines a product (a part, a consumable) fits, for the configuration drawer
create table calb_compatible_machines (
  tenant_id bigint not null,
  sku_id bigint not null,
  machine_brand text not null,
  machine_model text not null,
  configuration text not null,
  remark text not null default '',
  primary key (tenant_id, sku_id, machine_brand, machine_model)
);
-- the batch on offer expires on this date; the settle check warns under 45 days
create table calb_sku_expiry (
  tenant_id bigint not null,
  sku_id bigint not null,
  expiry_date date not null,
  primary key (tenant_id, sku_id)
);
-- price-changes/{skuType}/price-history/{skuId}: the price from each change date on
create table calb_price_changes (
  tenant_id bigint not null,
  sku_id bigint not null,
  change_date date not null,
  price numeric(20, 2) not null check (price > 0),
  primary key (tenant_id, sku_id, change_date)
);`,
  },
];
