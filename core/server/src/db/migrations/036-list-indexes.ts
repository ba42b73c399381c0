// Indexes for the list pages (issue 17): each page reads its window in the index's order, so its
// cost grows with the page, not with the table (checked with EXPLAIN in list-indexes.test.ts).
// The product list shows on-shelf goods only, in the four sort orders of spec 1 (orderType 1
// price desc, 2 price asc, 3 sales desc, 4 newest; default sales), each with the id as the
// tie-break the query orders by. Partial indexes keep goods off the shelf out of them.
export const sql = /* sql */ `
create index products_shelf_price_desc_idx on products (tenant_id, price desc, id) where shelf_flag = 1;
create index products_shelf_price_asc_idx on products (tenant_id, price, id) where shelf_flag = 1;
create index products_shelf_sales_idx on products (tenant_id, sales_volume desc, id) where shelf_flag = 1;
create index products_shelf_newest_idx on products (tenant_id, created_at desc, id) where shelf_flag = 1;
-- The cart's and compare's "cheaper same SKU": the cheapest on-shelf sibling in price order.
create index products_same_sku_price_idx on products (tenant_id, same_sku_group, price, id) where shelf_flag = 1;
-- Favourites page: one user's channel, newest first.
create index product_favorites_list_idx on product_favorites (tenant_id, user_id, channel, created_at desc, id desc);
`;
