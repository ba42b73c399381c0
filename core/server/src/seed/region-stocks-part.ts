import type { SeedPart } from './seed-part';

/** Tibet: the suppliers do not deliver there, every good is out of stock. */
export const OUT_OF_STOCK_PROVINCE = '54';
/** Beijing: a regional warehouse holds a third of the counted stock of every other good. */
export const REGIONAL_WAREHOUSE_PROVINCE = '11';

/**
 * Regional stock on the real region tree, so choosing a receiving address or region on the
 * product detail changes what it shows: out of stock in Tibet, a smaller counted stock in
 * Beijing for half of the counted goods. Derived from each tenant's own catalogue.
 */
export const regionStocksPart: SeedPart = {
  name: 'region-stocks',
  async run(tx) {
    await tx.query(
      `insert into product_region_stocks (tenant_id, product_id, region_code, stock_state, stock_quantity)
       select p.tenant_id, p.id, $1, 5, 0 from products p where p.stock_state <> 5
       on conflict (product_id, region_code) do nothing`,
      [OUT_OF_STOCK_PROVINCE],
    );
    await tx.query(
      `insert into product_region_stocks (tenant_id, product_id, region_code, stock_state, stock_quantity)
       select p.tenant_id, p.id, $1, 1, floor(p.stock_quantity / 3) from products p where p.stock_state = 1 and p.id % 2 = 0
       on conflict (product_id, region_code) do nothing`,
      [REGIONAL_WAREHOUSE_PROVINCE],
    );
  },
};
