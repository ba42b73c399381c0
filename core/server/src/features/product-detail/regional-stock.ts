import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { VISIBLE_TO_VIEWER, viewerParams, type AddressViewer } from '../addresses/address-visibility';
import type { ProductRow } from '../catalogue/product-row';

/** Where the goods are to be delivered, as the product calls name it (spec 1 section 7). */
export interface DeliveryPlace {
  /** The chosen region node (any level); wins over the address. */
  regionId?: number;
  /** A receiving address of the viewer; its region is used when no region is named. */
  addressId?: number;
  /** The county code of the e-commerce detail call. */
  countyCode?: string;
}

export interface RegionalStock {
  productId: number;
  stockState: number;
  stockQuantity: number;
}

/**
 * The region code the place names, or undefined when it names none. An unknown region or
 * county is 404 (hpfm.region.not.found); an address the viewer may not use is 404 too.
 */
export async function regionCodeOf(db: Db, viewer: AddressViewer, place: DeliveryPlace): Promise<string | undefined> {
  if (place.regionId !== undefined) return requireRegion(db, 'id = $1', place.regionId);
  if (place.countyCode !== undefined) return requireRegion(db, 'region_code = $1', place.countyCode);
  if (place.addressId === undefined) return undefined;
  const [address] = await db.query<{ regionId: number }>(
    `select a.region_id as "regionId" from addresses a where ${VISIBLE_TO_VIEWER} and a.id = $5`,
    [...viewerParams(viewer), place.addressId],
  );
  if (!address) throw notFound('smal.address.not.found');
  return requireRegion(db, 'id = $1', address.regionId);
}

async function requireRegion(db: Db, condition: string, value: number | string): Promise<string> {
  const [region] = await db.query<{ code: string }>(`select region_code as code from regions where ${condition} and enabled_flag = 1`, [value]);
  if (!region) throw notFound('hpfm.region.not.found');
  return region.code;
}

/**
 * Stock of the goods in a region: per good the row of the deepest region on the path from the
 * region up to its province. Goods without such a row are absent (their own stock applies).
 */
export async function regionalStocks(db: Db, tenantId: number, productIds: readonly number[], regionCode: string): Promise<Map<number, RegionalStock>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<RegionalStock>(
    `with recursive path(code, parent, depth) as (
       select region_code, parent_region_code, 0 from regions where region_code = $2
       union all
       select r.region_code, r.parent_region_code, path.depth + 1 from regions r join path on r.region_code = path.parent
     )
     select distinct on (s.product_id) s.product_id as "productId", s.stock_state as "stockState", s.stock_quantity::float8 as "stockQuantity"
       from product_region_stocks s join path on path.code = s.region_code
      where s.tenant_id = $1 and s.product_id = any($3::bigint[])
      order by s.product_id, path.depth`,
    [tenantId, regionCode, [...productIds]],
  );
  return new Map(rows.map((row) => [row.productId, row]));
}

/** The product as stocked in the region: the regional state and count replace its own. */
export function withRegionalStock<T extends Pick<ProductRow, 'productId' | 'stockState' | 'stockQuantity'>>(row: T, stocks: Map<number, RegionalStock>): T {
  const regional = stocks.get(row.productId);
  return regional ? { ...row, stockState: regional.stockState, stockQuantity: regional.stockQuantity } : row;
}

/** The rows as stocked in the place's region (unchanged when the place names none). */
export async function stockedIn<T extends Pick<ProductRow, 'productId' | 'stockState' | 'stockQuantity'>>(
  db: Db,
  viewer: AddressViewer,
  rows: readonly T[],
  place: DeliveryPlace,
): Promise<T[]> {
  const code = await regionCodeOf(db, viewer, place);
  if (code === undefined) return [...rows];
  const stocks = await regionalStocks(db, viewer.tenantId, rows.map((r) => r.productId), code);
  return rows.map((row) => withRegionalStock(row, stocks));
}
