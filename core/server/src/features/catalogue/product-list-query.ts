import { DEFAULT_PAGE_SIZE, SORT_ORDER_TYPES, type SortOrderType } from '@mall/domain';
import { IN_STOCK_STATES } from './product-row';

export interface ProductListFilter {
  tenantId: number;
  keyword?: string;
  orderType?: SortOrderType;
  /** As the browser sends it (onlyInStockParam): 0 means only goods in stock. */
  stockFlag?: 0 | 1;
  productSource?: string;
  categoryCode?: string;
  page?: number;
  size?: number;
}

const SORT_COLUMNS = { price: 'p.price', sales: 'p.sales_volume', newest: 'p.created_at' } as const;

/** `%`, `_` and `\` match literally inside a LIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause, ORDER BY and parameters of a product list page (spec 1 sections 7 and 9). */
export function productListQuery(filter: ProductListFilter) {
  const params: unknown[] = [filter.tenantId];
  const where = ['p.tenant_id = $1', 'p.shelf_flag = 1'];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    params.push(likePattern(keyword));
    const n = params.length;
    where.push(`(p.product_name ilike $${n} or p.item_code ilike $${n} or p.brand_name ilike $${n} or p.category_name ilike $${n})`);
  }
  if (filter.stockFlag === 0) where.push(`p.stock_state in (${IN_STOCK_STATES.join(', ')})`);
  if (filter.productSource) {
    params.push(filter.productSource);
    where.push(`p.product_source = $${params.length}`);
  }
  if (filter.categoryCode) {
    params.push(filter.categoryCode);
    where.push(`p.category_code = $${params.length}`);
  }
  const sort = filter.orderType ? SORT_ORDER_TYPES[filter.orderType] : undefined;
  const orderBy = sort ? `${SORT_COLUMNS[sort.field]} ${sort.direction}, p.id` : 'p.sales_volume desc, p.id';
  const page = filter.page ?? 0;
  const size = filter.size ?? DEFAULT_PAGE_SIZE;
  return { where: where.join(' and '), orderBy, params, page, size, offset: page * size };
}

/**
 * The page count's query. Without a keyword it sums the kept counts of migration 175 (a few rows
 * per tenant, exact: triggers keep them), so the count costs the same at 50,000 goods as at 50;
 * a keyword search counts its matches.
 */
export function productCountQuery(filter: ProductListFilter): { sql: string; params: unknown[] } {
  if (filter.keyword?.trim()) {
    const q = productListQuery(filter);
    return { sql: `select count(*)::int as total from products p where ${q.where}`, params: q.params };
  }
  const params: unknown[] = [filter.tenantId];
  const where = ['c.tenant_id = $1'];
  if (filter.stockFlag === 0) where.push('c.in_stock');
  if (filter.productSource) {
    params.push(filter.productSource);
    where.push(`c.product_source = $${params.length}`);
  }
  if (filter.categoryCode) {
    params.push(filter.categoryCode);
    where.push(`c.category_code = $${params.length}`);
  }
  return { sql: `select coalesce(sum(c.goods), 0)::int as total from product_list_counts c where ${where.join(' and ')}`, params };
}
