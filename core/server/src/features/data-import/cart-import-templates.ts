import type { ImportCall, ImportedRow, ImportRowRefusal, ImportTemplateContribution } from '@mall/sdk/server';
import { defineImportTemplate } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../catalogue/product-row';
import { checkAddedQuantity, checkCartQuantity } from '../cart/cart-quantity-check';

export const CART_IMPORT = 'SMAL.CART_IMPORT';
export const CART_IMPORT_NEW = 'SMAL.CART_IMPORT_NEW';

const texts = {
  'Product code': { en_US: 'Product code', zh_CN: '商品编码' },
  Quantity: { en_US: 'Quantity', zh_CN: '数量' },
  Remark: { en_US: 'Remark', zh_CN: '备注' },
  'Needed date': { en_US: 'Needed date', zh_CN: '需求日期' },
  'Cart lines': { en_US: 'Cart lines', zh_CN: '购物车行' },
  'The product code as the product detail shows it': { en_US: 'The product code as the product detail shows it', zh_CN: '商品详情中显示的商品编码' },
  'Replaces the quantity of a line already in the cart': { en_US: 'Replaces the quantity of a line already in the cart', zh_CN: '替换购物车中已有行的数量' },
};

interface CartRow {
  rowId: number;
  itemCode: string;
  quantity: number;
  remark?: string;
  neededDate?: string;
}

const cartRowOf = (row: ImportedRow): CartRow => ({
  rowId: row.rowId,
  itemCode: String(row.data.itemCode),
  quantity: Number(row.data.quantity),
  remark: row.data.remark === undefined ? undefined : String(row.data.remark),
  neededDate: row.data.neededDate === undefined ? undefined : String(row.data.neededDate),
});

/** The tenant's products by item code, one query per chunk. */
async function productsByCode(db: Db, tenantId: number, codes: readonly string[]): Promise<Map<string, ProductRow>> {
  const rows = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = $1 and p.item_code = any($2::text[])`, [tenantId, [...new Set(codes)]]);
  return new Map(rows.map((row) => [row.itemCode, row]));
}

/** The cart's own quantity rules for a line that would hold `total`; a refusal names the rule's message. */
function quantityRefusal(product: ProductRow, added: number, total: number, rowId: number): ImportRowRefusal | undefined {
  try {
    checkAddedQuantity(product, added);
    checkCartQuantity({ ...product, basePrice: product.price }, total);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return { rowId, key: error.code, params: error.params };
    throw error;
  }
}

/** Rows of goods the tenant does not sell, or whose own quantity the cart refuses. */
async function checkRows(call: ImportCall, rows: readonly ImportedRow[]): Promise<ImportRowRefusal[]> {
  const lines = rows.map(cartRowOf);
  const products = await productsByCode(call.db as Db, call.session.tenantId, lines.map((l) => l.itemCode));
  const refusals: ImportRowRefusal[] = [];
  for (const line of lines) {
    const product = products.get(line.itemCode);
    if (!product) refusals.push({ rowId: line.rowId, key: 'import.cart.product.unknown', params: { code: line.itemCode } });
    else if (product.shelfFlag !== 1) refusals.push({ rowId: line.rowId, key: 'smal.cart.product.unavailable' });
    else {
      const refusal = quantityRefusal(product, line.quantity, line.quantity, line.rowId);
      if (refusal) refusals.push(refusal);
    }
  }
  return refusals;
}

/**
 * Writes a chunk into the caller's cart with the add call's rules: the product on sale, the line's
 * new total within the quantity rules. `replace` sets the quantity instead of adding to it. One
 * set-based upsert per chunk; the rows of one product in a chunk are summed first.
 */
async function writeRows(call: ImportCall, rows: readonly ImportedRow[], replace: boolean): Promise<ImportRowRefusal[]> {
  const db = call.db as Db;
  const { tenantId, organizationId, userId, companyId } = call.session;
  const lines = rows.map(cartRowOf);
  const products = await productsByCode(db, tenantId, lines.map((l) => l.itemCode));
  const existing = new Map(
    (
      await db.query<{ productId: number; quantity: number }>(
        `select product_id as "productId", quantity::float8 as quantity from cart_lines
          where tenant_id = $1 and owner_id = $2 and buy_now_flag = 0 and product_id = any($3::bigint[]) for update`,
        [tenantId, userId, [...products.values()].map((p) => p.productId)],
      )
    ).map((r) => [Number(r.productId), r.quantity]),
  );
  const totals = new Map<number, { quantity: number; remark?: string; neededDate?: string }>();
  const refusals: ImportRowRefusal[] = [];
  for (const line of lines) {
    const product = products.get(line.itemCode);
    if (!product || product.shelfFlag !== 1) {
      refusals.push(product ? { rowId: line.rowId, key: 'smal.cart.product.unavailable' } : { rowId: line.rowId, key: 'import.cart.product.unknown', params: { code: line.itemCode } });
      continue;
    }
    const before = totals.get(product.productId)?.quantity ?? (replace ? 0 : (existing.get(product.productId) ?? 0));
    const total = before + line.quantity;
    const refusal = quantityRefusal(product, line.quantity, total, line.rowId);
    if (refusal) refusals.push(refusal);
    else totals.set(product.productId, { quantity: total, remark: line.remark ?? totals.get(product.productId)?.remark, neededDate: line.neededDate ?? totals.get(product.productId)?.neededDate });
  }
  if (refusals.length > 0 || totals.size === 0) return refusals;
  const entries = [...totals.entries()];
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, remark, needed_date)
     select $1, $2, $3, $4, t.product_id, t.quantity, 'COMPANY', t.remark, t.needed_date
       from unnest($5::bigint[], $6::numeric[], $7::text[], $8::date[]) as t(product_id, quantity, remark, needed_date)
     on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0
     do update set quantity = excluded.quantity, remark = coalesce(excluded.remark, cart_lines.remark),
                   needed_date = coalesce(excluded.needed_date, cart_lines.needed_date), updated_at = now()`,
    [tenantId, organizationId, userId, companyId, entries.map(([id]) => id), entries.map(([, t]) => t.quantity), entries.map(([, t]) => t.remark ?? null), entries.map(([, t]) => t.neededDate ?? null)],
  );
  return [];
}

/**
 * The cart's two imports (buttons mall.cart.button.import and mall.cart.button.import-new),
 * declared through the same `import.templates` point plugins use. Import adds the quantities to
 * the cart; new import (a business-object template with a needed date) sets them.
 */
export const cartImportTemplates: readonly ImportTemplateContribution[] = [
  defineImportTemplate({
    id: 'core.cart.import',
    permission: 'mall.cart.button.import',
    texts,
    template: {
      kind: 'column',
      templateCode: CART_IMPORT,
      templateName: 'Cart lines',
      templateTargetList: [
        {
          sheetIndex: 0,
          sheetName: 'Cart lines',
          templateLineList: [
            { columnCode: 'itemCode', columnName: 'Product code', columnType: 'string', nullable: 1, regularExpression: '^\\S{1,64}$' },
            { columnCode: 'quantity', columnName: 'Quantity', columnType: 'decimal', nullable: 1, minValue: 0, maxValue: 999999 },
            { columnCode: 'remark', columnName: 'Remark', columnType: 'string', nullable: 0, regularExpression: '^[\\s\\S]{0,200}$' },
          ],
        },
      ],
    },
    check: checkRows,
    importRows: (call, rows) => writeRows(call, rows, false),
  }),
  defineImportTemplate({
    id: 'core.cart.import-new',
    permission: 'mall.cart.button.import-new',
    texts,
    template: {
      kind: 'model',
      templateCode: CART_IMPORT_NEW,
      templateName: 'Cart lines',
      importTemplateSheets: [
        {
          sheetName: 'Cart lines',
          importTemplateColumns: [
            { fieldCode: 'itemCode', fieldName: 'Product code', componentType: 'TEXT_FIELD', requiredFlag: 1, maxLength: 64, help: 'The product code as the product detail shows it' },
            { fieldCode: 'quantity', fieldName: 'Quantity', componentType: 'FLOAT', requiredFlag: 1, minValue: 0, maxValue: 999999, digitalAccuracy: 6, help: 'Replaces the quantity of a line already in the cart' },
            { fieldCode: 'neededDate', fieldName: 'Needed date', componentType: 'DATE_SELECTION_BOX', displayFormat: 'YYYY-MM-DD' },
            { fieldCode: 'remark', fieldName: 'Remark', componentType: 'TEXT_AREA', maxLength: 200 },
          ],
        },
      ],
    },
    check: checkRows,
    importRows: (call, rows) => writeRows(call, rows, true),
  }),
];
