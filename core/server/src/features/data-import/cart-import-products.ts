import type { ImportRowRefusal } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import type { ProductRow } from '../catalogue/product-row';
import { cartQuantityRule, checkAddedQuantity } from '../cart/cart-quantity-check';

/** What a cart import reads of a product: whether it is on sale, and what the cart's quantity rules take. */
export type ImportProduct = Pick<
  ProductRow,
  | 'productId' | 'itemCode' | 'productSource' | 'shelfFlag' | 'price' | 'uomPrecision' | 'minPurchaseQuantity' | 'minPackageQuantity'
  | 'maxPurchaseQuantity' | 'purchaseQuantityLimit' | 'ladderPriceList' | 'stockState' | 'stockQuantity'
>;

/**
 * The select list of an ImportProduct (alias `p`). Not the catalogue's PRODUCT_COLUMNS: their
 * supplier join and labels subquery made each chunk's lookup about 13 ms of PGlite's time, most
 * of a 100,000-row import's database work (39 lookups), for columns the import never reads.
 */
export const IMPORT_PRODUCT_COLUMNS = `p.id as "productId", p.item_code as "itemCode", p.product_source as "productSource", p.shelf_flag as "shelfFlag",
  p.price::float8 as price, p.uom_precision as "uomPrecision", p.min_purchase_quantity::float8 as "minPurchaseQuantity",
  p.min_package_quantity::float8 as "minPackageQuantity", p.max_purchase_quantity::float8 as "maxPurchaseQuantity",
  p.purchase_quantity_limit::float8 as "purchaseQuantityLimit", p.ladder_price_list as "ladderPriceList",
  p.stock_state as "stockState", p.stock_quantity::float8 as "stockQuantity"`;

/** The tenant's products by item code, one query per chunk. */
export async function productsByCode(db: Db, tenantId: number, codes: readonly string[]): Promise<Map<string, ImportProduct>> {
  const rows = await db.query<ImportProduct>(`select ${IMPORT_PRODUCT_COLUMNS} from products p where p.tenant_id = $1 and p.item_code = any($2::text[])`, [tenantId, [...new Set(codes)]], {
    name: 'import-products-by-code',
  });
  return new Map(rows.map((row) => [row.itemCode, row]));
}

// The cart's quantity rule of a product row, made once per product row, not once per file row.
const rules = new WeakMap<ImportProduct, (entered: number) => number>();
const ruleOf = (product: ImportProduct) => {
  let rule = rules.get(product);
  if (!rule) rules.set(product, (rule = cartQuantityRule({ ...product, basePrice: product.price })));
  return rule;
};

/** The cart's own quantity rules for a line that would hold `total`; a refusal names the rule's message. */
export function quantityRefusal(product: ImportProduct, added: number, total: number, rowId: number): ImportRowRefusal | undefined {
  try {
    checkAddedQuantity(product, added);
    ruleOf(product)(total);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return { rowId, key: error.code, params: error.params };
    throw error;
  }
}
