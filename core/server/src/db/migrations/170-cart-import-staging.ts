// The cart imports write in committed chunks (so the rest of the mall goes on during a 100,000-row
// import on PGlite's one connection): each chunk adds its rows' quantities per product here, tagged
// with the import batch, and the final transaction that marks the batch IMPORTED moves them into
// the cart and deletes them. A failed or crashed import deletes its staged rows (a compensating
// delete in one transaction), so the cart never holds part of an import.
export const sql = /* sql */ `
create table import_cart_lines (
  batch text not null references import_batches(batch) on delete cascade,
  product_id bigint not null references products(id),
  quantity numeric not null,
  remark text,
  needed_date date,
  -- the last file row of the product, named when the summed quantity is refused
  last_row_id bigint not null,
  primary key (batch, product_id)
);
`;
