// The product list's page count (issue 17): `count(*)` over the list's filter read every on-shelf
// good of the tenant (20-35 ms at 50,000 goods on PostgreSQL, more on PGlite), nearly the whole
// cost of the page. The list filters by tenant, source, category and in stock (stock states 1-3,
// IN_STOCK_STATES in product-row.ts), so on-shelf goods are counted per those four here, kept
// exact by statement triggers: one pass over each statement's rows, so a bulk write is one upsert
// per group, not one per good. A keyword search still counts its matches.
const GROUP = 'tenant_id, product_source, category_code, stock_state in (1, 2, 3)';

/** Adds the on-shelf goods of `rows` (signed by `sign`) to their groups, in key order (one lock order for every statement). */
const apply = (rows: string) => `
  insert into product_list_counts as c (tenant_id, product_source, category_code, in_stock, goods)
  select tenant_id, product_source, category_code, in_stock, sum(delta) from (${rows}) d
   group by 1, 2, 3, 4 having sum(delta) <> 0 order by 1, 2, 3, 4
  on conflict (tenant_id, product_source, category_code, in_stock) do update set goods = c.goods + excluded.goods;`;
const added = (table: string) => `select ${GROUP} as in_stock, 1 as delta from ${table} where shelf_flag = 1`;
const removed = (table: string) => `select ${GROUP} as in_stock, -1 as delta from ${table} where shelf_flag = 1`;

export const sql = /* sql */ `
create table product_list_counts (
  tenant_id bigint not null,
  product_source text not null,
  category_code text not null,
  in_stock boolean not null,
  goods bigint not null,
  primary key (tenant_id, product_source, category_code, in_stock)
);

insert into product_list_counts (tenant_id, product_source, category_code, in_stock, goods)
select ${GROUP}, count(*) from products where shelf_flag = 1 group by 1, 2, 3, 4;

-- A transition table serves one event per trigger, hence a function and a trigger per event.
create function product_list_counts_ins() returns trigger language plpgsql as $$
begin ${apply(added('new_goods'))} return null; end $$;
create function product_list_counts_del() returns trigger language plpgsql as $$
begin ${apply(removed('old_goods'))} return null; end $$;
create function product_list_counts_upd() returns trigger language plpgsql as $$
begin ${apply(`${added('new_goods')} union all ${removed('old_goods')}`)} return null; end $$;
create function product_list_counts_truncate() returns trigger language plpgsql as $$
begin delete from product_list_counts; return null; end $$;

create trigger products_list_counts_ins after insert on products referencing new table as new_goods
  for each statement execute function product_list_counts_ins();
create trigger products_list_counts_del after delete on products referencing old table as old_goods
  for each statement execute function product_list_counts_del();
create trigger products_list_counts_upd after update on products referencing old table as old_goods new table as new_goods
  for each statement execute function product_list_counts_upd();
create trigger products_list_counts_truncate after truncate on products
  for each statement execute function product_list_counts_truncate();
`;
