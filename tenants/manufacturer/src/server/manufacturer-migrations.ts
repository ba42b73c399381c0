import type { ServerMigration } from '@mall/sdk/server';

export const manufacturerMigrations: readonly ServerMigration[] = [
  {
    name: '001-warehouses-inventory-organisations-sap-stock',
    sql: `
-- The warehouses a buyer may hand-pick: any row makes their WULINGWarehousePermission HANDLE.
create table wuling_warehouse_permissions (
  tenant_id bigint not null,
  user_id bigint not null,
  warehouse_id bigint not null check (warehouse_id > 0),
  warehouse_name text not null,
  inventory_code text not null,
  warehouse_address text,
  primary key (tenant_id, user_id, warehouse_id)
);
-- Each company's inventory organisation in SAP (userConfigVersion.invOrganizationCode).
create table wuling_inv_organizations (
  tenant_id bigint not null,
  company_id bigint not null,
  inv_organization_code text not null,
  primary key (tenant_id, company_id),
  unique (tenant_id, inv_organization_code)
);
-- The SAP stock of an item in an inventory organisation, as the SAP stock query answers it.
create table wuling_sap_stocks (
  tenant_id bigint not null,
  inv_organization_code text not null,
  item_code text not null,
  inventory numeric(20, 6) not null check (inventory >= 0),
  safety_stock numeric(20, 6) not null check (safety_stock >= 0),
  primary key (tenant_id, inv_organization_code, item_code)
);
-- The item category each catalogue category is maintained as (itemCategoryId / Name of a cart line).
create table wuling_item_categories (
  tenant_id bigint not null,
  category_code text not null,
  item_category_id bigint not null,
  item_category_name text not null,
  primary key (tenant_id, category_code)
);`,
  },
  {
    // Core's cart line now carries the item category (core migration 200), read by the product's
    // category at every answer; a line added after the seed had none here and could not be settled.
    name: '002-item-categories-in-core',
    sql: `
insert into item_categories (tenant_id, category_code, item_category_id, item_category_name)
select tenant_id, category_code, item_category_id, item_category_name from wuling_item_categories
on conflict do nothing;
drop table wuling_item_categories;`,
  },
];
