import type { ServerMigration } from '@mall/sdk/server';

/**
 * The relation of a demander's cart line to the centralised purchase. `if not exists`: every
 * tenant package that uses the plugin lists these migrations under its own id, and the table
 * is one for all of them (every row carries its tenant).
 */
export const centralisedMigrations: readonly ServerMigration[] = [
  {
    name: 'centralised-buying-001-relations',
    sql: `
create table if not exists centralized_relations (
  tenant_id bigint not null,
  cart_id bigint not null,
  owner_id bigint not null,
  status text not null check (status in ('NEW', 'APPROVEING', 'REJECTED')),
  old_status text,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, cart_id)
);
create index if not exists centralized_relations_owner_idx on centralized_relations (tenant_id, owner_id);`,
  },
  {
    name: 'centralised-buying-002-approvers',
    sql: `
-- The users who decide on demanders' relations (reject); everyone else is a demander.
create table if not exists centralized_approvers (
  tenant_id bigint not null,
  user_id bigint not null,
  primary key (tenant_id, user_id)
);`,
  },
  {
    name: 'centralised-buying-003-approvals',
    sql: `
-- The approver's approve (APPROVED) beside reject, and who decided when. Dropped and added
-- again so the migration stays repeatable under each tenant package that lists it.
alter table centralized_relations drop constraint if exists centralized_relations_status_check;
alter table centralized_relations add constraint centralized_relations_status_check check (status in ('NEW', 'APPROVEING', 'APPROVED', 'REJECTED'));
alter table centralized_relations add column if not exists decided_by bigint;
alter table centralized_relations add column if not exists decided_at timestamptz;
-- The approver's list: the relations in approval of a tenant.
create index if not exists centralized_relations_status_idx on centralized_relations (tenant_id, status);`,
  },
];
