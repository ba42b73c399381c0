import type { ServerMigration } from '@mall/sdk/server';

export const financialMigrations: readonly ServerMigration[] = [
  {
    name: '001-fund-requests-pay-info-and-sharing-accounts',
    sql: `
-- Each company pays payment method 4 out of a standing fund request; the balance check compares
-- an order's amount with its balance.
create table foundersc_company_funds (
  tenant_id bigint not null,
  company_id bigint not null,
  fund_request_num text not null,
  balance numeric(20, 2) not null check (balance >= 0),
  pay_account_name text not null,
  bank_name text not null,
  bank_account_num text not null,
  primary key (tenant_id, company_id)
);
-- Buyers with an account in the financial-sharing system get its quick link.
create table foundersc_sharing_accounts (
  tenant_id bigint not null,
  user_id bigint not null,
  fssc_account text not null,
  primary key (tenant_id, user_id)
);`,
  },
];
