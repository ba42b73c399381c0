// Stock of a good in one region of the delivery tree (spec 1 section 7: the detail, stock and
// similar-SKU calls take the receiving region). A row on a province covers its cities, counties
// and towns unless a deeper row says otherwise; a good without a row uses its own stock.
export const sql = /* sql */ `
create table product_region_stocks (
  tenant_id bigint not null references tenants(id),
  product_id bigint not null references products(id) on delete cascade,
  region_code text not null references regions(region_code),
  stock_state smallint not null check (stock_state between 1 and 6),
  stock_quantity numeric(20, 6) not null default 0,
  primary key (product_id, region_code)
);
create index product_region_stocks_region_idx on product_region_stocks (tenant_id, region_code);
`;
