import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../catalogue/product-row';
import { checkCartQuantity, ruleRefused } from '../cart/cart-quantity-check';
import type { OpenCartLine } from './punch-out-repo';

/** One refusal of the open cart's check: a message key and its params, on a line or the whole cart. */
export interface OpenCartFinding {
  readonly productId?: number;
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

/**
 * The open cart's pre-submit check (open-cart/pre-req), run again by the return: every line's
 * product still on sale to the tenant and its quantity within the cart's own rules (minimum
 * purchase, package multiple, precision, limits), and one currency for the whole cart (the cXML
 * Total and the requisition are in one currency, manual lines included). The cart's prices are the catalogue's, read
 * on the server; nothing the browser sends is used.
 */
export async function openCartFindings(db: Db, tenantId: number, lines: readonly OpenCartLine[]): Promise<OpenCartFinding[]> {
  if (lines.length === 0) return [{ key: 'punchout.cart.empty' }];
  const catalogued = lines.flatMap((l) => (l.productId === null ? [] : [{ ...l, productId: l.productId }]));
  const rows = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = $1 and p.id = any($2::bigint[])`, [
    tenantId,
    catalogued.map((l) => l.productId),
  ]);
  const products = new Map(rows.map((r) => [Number(r.productId), r]));
  const findings: OpenCartFinding[] = [];
  // Manual lines name no product: their description, unit, price and amount were checked when saved.
  for (const line of catalogued) {
    const product = products.get(line.productId);
    if (!product || product.shelfFlag !== 1) {
      findings.push({ productId: line.productId, key: 'smal.cart.product.unavailable' });
      continue;
    }
    try {
      checkCartQuantity({ ...product, basePrice: product.price }, line.quantity);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      findings.push({ productId: line.productId, key: error.code, params: error.params });
    }
  }
  const currencies = [...new Set(lines.map((l) => l.currencyCode))];
  if (currencies.length > 1) findings.push({ key: 'punchout.cart.currencies', params: { currencies: currencies.join(', ') } });
  return findings;
}

/** The return refuses an open cart its check refuses, with the first finding (422), and closes nothing. */
export function refuseFindings(findings: readonly OpenCartFinding[]): void {
  const [first] = findings;
  if (first) throw ruleRefused(first.key, first.params);
}
