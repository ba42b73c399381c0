import type { LadderPrice, ProductPurchaseLimits } from '@mall/domain';

/**
 * The columns the cart's quantity rules and a product's sale state read (alias `p`): a part of
 * PRODUCT_COLUMNS, selected alone where only those rules run (a cart import checks a product per
 * chunk, and the whole row's supplier join and labels subquery made that lookup twice as slow).
 */
export const PRODUCT_RULE_COLUMNS = `
  p.id as "productId", p.item_code as "itemCode", p.product_source as "productSource", p.shelf_flag as "shelfFlag",
  p.price::float8 as price, p.uom_precision as "uomPrecision", p.min_purchase_quantity::float8 as "minPurchaseQuantity",
  p.min_package_quantity::float8 as "minPackageQuantity", p.max_purchase_quantity::float8 as "maxPurchaseQuantity",
  p.purchase_quantity_limit::float8 as "purchaseQuantityLimit", p.ladder_price_list as "ladderPriceList",
  p.stock_state as "stockState", p.stock_quantity::float8 as "stockQuantity"`;

/** The select list of a product as the mall's calls answer it (alias `p`, supplier `s`). */
export const PRODUCT_COLUMNS = `${PRODUCT_RULE_COLUMNS},
  p.product_name as "productName", p.category_code as "categoryCode", p.category_name as "categoryName", p.brand_name as "brandName",
  p.supplier_company_id as "supplierCompanyId", s.supplier_name as "supplierCompanyName", p.currency_code as "currencyCode",
  p.market_price::float8 as "marketPrice", p.tax_rate::float8 as "taxRate", p.uom_name as "uomName",
  p.sales_volume as "salesVolume", p.delivery_cycle as "deliveryCycle", p.agreement_type as "agreementType", p.lowest_price_rule as "lowestPriceRule",
  p.image_path as "imagePath", p.same_sku_group as "sameSkuGroup", p.created_at as "createdAt",
  coalesce((select array_agg(l.label_name order by l.label_name) from product_labels l where l.product_id = p.id), '{}') as "labelNameList"`;

export const PRODUCT_FROM = `products p join supplier_companies s on s.id = p.supplier_company_id`;

export interface ProductRow {
  productId: number;
  itemCode: string;
  productName: string;
  productSource: 'CATA' | 'JD' | 'MANUAL';
  categoryCode: string;
  categoryName: string;
  brandName: string;
  supplierCompanyId: number;
  supplierCompanyName: string;
  currencyCode: string;
  price: number;
  marketPrice: number | null;
  taxRate: number;
  uomName: string;
  uomPrecision: number;
  minPurchaseQuantity: number;
  minPackageQuantity: number;
  maxPurchaseQuantity: number | null;
  purchaseQuantityLimit: number | null;
  ladderPriceList: LadderPrice[];
  stockState: number;
  stockQuantity: number;
  salesVolume: number;
  deliveryCycle: number;
  agreementType: string;
  lowestPriceRule: 0 | 1 | 2;
  imagePath: string;
  shelfFlag: number;
  sameSkuGroup: string;
  createdAt: Date | string;
  labelNameList: string[];
}

/** What PRODUCT_RULE_COLUMNS select. */
export type ProductRuleRow = Pick<
  ProductRow,
  | 'productId' | 'itemCode' | 'productSource' | 'shelfFlag' | 'price' | 'uomPrecision' | 'minPurchaseQuantity' | 'minPackageQuantity'
  | 'maxPurchaseQuantity' | 'purchaseQuantityLimit' | 'ladderPriceList' | 'stockState' | 'stockQuantity'
>;

/** A product as sent: nulls become absent, the internal grouping key stays inside. */
export function toProduct(row: ProductRow) {
  const { sameSkuGroup: _group, marketPrice, maxPurchaseQuantity, purchaseQuantityLimit, createdAt, ...rest } = row;
  return {
    ...rest,
    sourceFrom: row.productSource,
    marketPrice: marketPrice ?? undefined,
    maxPurchaseQuantity: maxPurchaseQuantity ?? undefined,
    purchaseQuantityLimit: purchaseQuantityLimit ?? undefined,
    createdAt: new Date(createdAt).toISOString(),
  };
}

/** In-stock states: 1 (with a count), 2 and 3; 4 and 6 are pre-sale, 5 out of stock. */
export const IN_STOCK_STATES = [1, 2, 3] as const;

/**
 * The stock that limits a purchase: a counted state-1 stock, nothing for an out-of-stock
 * good (0), and no limit for the uncounted states.
 */
export function stockLimitOf(row: Pick<ProductRow, 'stockState' | 'stockQuantity'>): number | undefined {
  if (row.stockState === 5) return 0;
  if (row.stockState === 1) return row.stockQuantity;
  return undefined;
}

/** The product purchase limits of spec 1 section 3. */
export function purchaseLimitsOf(row: ProductRow): ProductPurchaseLimits {
  const ladder = row.ladderPriceList;
  const limits: ProductPurchaseLimits = {
    sourceFrom: row.productSource,
    minPurchaseQuantity: row.minPurchaseQuantity,
    price: row.price,
    taxIncludedPrice: row.price,
    ladderPriceList: ladder,
  };
  const stockLimit = stockLimitOf(row);
  if (stockLimit !== undefined) limits.stockLimit = stockLimit;
  if (row.maxPurchaseQuantity !== null) limits.maxPurchaseQuantity = row.maxPurchaseQuantity;
  if (row.purchaseQuantityLimit !== null) limits.purchaseQuantityLimit = row.purchaseQuantityLimit;
  if (ladder.length > 0) {
    limits.ladderPriceLimit = { ladderFrom: Math.min(...ladder.map((step) => step.ladderFrom)) };
    const last = ladder.reduce((a, b) => (b.ladderFrom > a.ladderFrom ? b : a));
    if (last.ladderTo !== undefined) limits.ladderPriceLimit.ladderTo = last.ladderTo;
  }
  return limits;
}
