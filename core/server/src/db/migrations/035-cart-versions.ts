// Versions of what a buyer's cart answer shows (issue 17): the cart call answers `304 Not Modified`
// or a kept copy while neither changes, so the versions must change with every write that can
// change the answer, whichever gateway (or import, or administrator) makes it. Triggers keep them
// in the writing transaction itself, so a version becomes visible exactly when its data does.
//
// - cart_versions: one row per buyer (tenant, owner), bumped by writes to their cart lines and to
//   what a line shows of its own (budget lines, cost allocations).
// - catalogue_versions: one row per tenant, bumped by any write to its goods (price, ladder,
//   stock, shelf state, names; a new or cheaper same-SKU product changes "cheapest SKU") or its
//   suppliers' names. Coarse on purpose: goods change far less often than carts are read, and
//   a per-cart fan-out would cost every catalogue write a search of all carts.
//
// Every new version is the next value of one sequence, so a version never repeats, even for a
// buyer whose row is deleted and created again. Statement-level triggers with transition tables
// bump once per statement, not once per row: deleting a 2,000-line cart is one bump.
export const sql = /* sql */ `
create sequence cart_version_seq;

create table cart_versions (
  tenant_id bigint not null,
  owner_id bigint not null,
  version bigint not null,
  primary key (tenant_id, owner_id)
);

create table catalogue_versions (
  tenant_id bigint primary key,
  version bigint not null
);

create function bump_cart_versions_of_lines() returns trigger language plpgsql as $$
begin
  insert into cart_versions (tenant_id, owner_id, version)
  select tenant_id, owner_id, nextval('cart_version_seq') from (select distinct tenant_id, owner_id from changed) d
  on conflict (tenant_id, owner_id) do update set version = excluded.version;
  return null;
end $$;

create function bump_catalogue_versions() returns trigger language plpgsql as $$
begin
  insert into catalogue_versions (tenant_id, version)
  select tenant_id, nextval('cart_version_seq') from (select distinct tenant_id from changed) d
  on conflict (tenant_id) do update set version = excluded.version;
  return null;
end $$;

-- A transition table serves one event per trigger, hence three triggers per table.
create trigger cart_lines_version_ins after insert on cart_lines referencing new table as changed
  for each statement execute function bump_cart_versions_of_lines();
create trigger cart_lines_version_upd after update on cart_lines referencing new table as changed
  for each statement execute function bump_cart_versions_of_lines();
create trigger cart_lines_version_del after delete on cart_lines referencing old table as changed
  for each statement execute function bump_cart_versions_of_lines();

-- Rows that point at a cart line (budget_infos.cart_id, cost_allocations.cart_line_id): the owner
-- is the line's. A line deleted with its rows (cascade) has bumped its owner already.
create function bump_cart_versions_of_budget_infos() returns trigger language plpgsql as $$
begin
  insert into cart_versions (tenant_id, owner_id, version)
  select tenant_id, owner_id, nextval('cart_version_seq')
    from (select distinct c.tenant_id, c.owner_id from changed x join cart_lines c on c.id = x.cart_id) d
  on conflict (tenant_id, owner_id) do update set version = excluded.version;
  return null;
end $$;
create trigger budget_infos_version_ins after insert on budget_infos referencing new table as changed
  for each statement execute function bump_cart_versions_of_budget_infos();
create trigger budget_infos_version_upd after update on budget_infos referencing new table as changed
  for each statement execute function bump_cart_versions_of_budget_infos();
create trigger budget_infos_version_del after delete on budget_infos referencing old table as changed
  for each statement execute function bump_cart_versions_of_budget_infos();

create function bump_cart_versions_of_allocations() returns trigger language plpgsql as $$
begin
  insert into cart_versions (tenant_id, owner_id, version)
  select tenant_id, owner_id, nextval('cart_version_seq')
    from (select distinct c.tenant_id, c.owner_id from changed x join cart_lines c on c.id = x.cart_line_id) d
  on conflict (tenant_id, owner_id) do update set version = excluded.version;
  return null;
end $$;
create trigger cost_allocations_version_ins after insert on cost_allocations referencing new table as changed
  for each statement execute function bump_cart_versions_of_allocations();
create trigger cost_allocations_version_upd after update on cost_allocations referencing new table as changed
  for each statement execute function bump_cart_versions_of_allocations();
create trigger cost_allocations_version_del after delete on cost_allocations referencing old table as changed
  for each statement execute function bump_cart_versions_of_allocations();

create trigger products_version_ins after insert on products referencing new table as changed
  for each statement execute function bump_catalogue_versions();
create trigger products_version_upd after update on products referencing new table as changed
  for each statement execute function bump_catalogue_versions();
create trigger products_version_del after delete on products referencing old table as changed
  for each statement execute function bump_catalogue_versions();
create trigger supplier_companies_version_upd after update on supplier_companies referencing new table as changed
  for each statement execute function bump_catalogue_versions();
`;
