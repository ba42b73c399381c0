import type { ServerMigration } from '@mall/sdk/server';

export const insurerMigrations: readonly ServerMigration[] = [
  {
    name: '001-sanctions-and-expense-defaults',
    sql: `
create table hlcx_sanction_numbers (
  tenant_id bigint not null,
  sanction_number text not null,
  title_zh text not null,
  title_en text not null,
  currency_code text not null,
  approved_amount numeric(20, 2) not null check (approved_amount > 0),
  valid_to date not null,
  status text not null check (status in ('APPROVED', 'REVOKED')),
  primary key (tenant_id, sanction_number)
);
-- The expense detail a product's order line starts with; the code is a value of the tenant's
-- SMAL.HLCX_EXPENSE_DETAIL lookup, which also holds its names.
create table hlcx_product_expense_defaults (
  tenant_id bigint not null,
  product_id bigint not null,
  expense_detail_code text not null,
  primary key (tenant_id, product_id)
);`,
  },
];
