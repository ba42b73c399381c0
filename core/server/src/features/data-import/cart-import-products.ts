import type { ImportRowRefusal } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { PRODUCT_RULE_COLUMNS, type ProductRuleRow } from '../catalogue/product-row';
import { cartQuantityRule, checkAddedQuantity } from '../cart/cart-quantity-check';

/** The tenant's products by item code, in one query. */
export async function productsByCode(db: Db, tenantId: number, codes: readonly string[]): Promise<Map<string, ProductRuleRow>> {
  const rows = await db.query<ProductRuleRow>(`select ${PRODUCT_RULE_COLUMNS} from products p where p.tenant_id = $1 and p.item_code = any($2::text[])`, [tenantId, [...new Set(codes)]], {
    name: 'import-products-by-code',
  });
  return new Map(rows.map((row) => [row.itemCode, row]));
}

// The cart's quantity rule of a product row, made once per product row, not once per file row.
const rules = new WeakMap<ProductRuleRow, (entered: number) => number>();
const ruleOf = (product: ProductRuleRow) => {
  let rule = rules.get(product);
  if (!rule) rules.set(product, (rule = cartQuantityRule({ ...product, basePrice: product.price })));
  return rule;
};

/** The cart's own quantity rules for a line that would hold `total`; a refusal names the rule's message. */
export function quantityRefusal(product: ProductRuleRow, added: number, total: number, rowId: number): ImportRowRefusal | undefined {
  try {
    checkAddedQuantity(product, added);
    ruleOf(product)(total);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return { rowId, key: error.code, params: error.params };
    throw error;
  }
}
