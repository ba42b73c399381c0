import type { ServerMigration } from '@mall/sdk/server';

export const internetMigrations: readonly ServerMigration[] = [
  {
    name: '001-wallet-accounts',
    sql: `
-- Buyers with a wallet in the firm's payment system get the top bar's 'My wallet' link, whose
-- address the wallet-transfer call builds from this account.
create table lilith_wallet_accounts (
  tenant_id bigint not null,
  user_id bigint not null,
  wallet_account text not null,
  primary key (tenant_id, user_id)
);`,
  },
];
