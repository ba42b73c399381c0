import type { ImportCall, ImportCheckContext, ImportedRow, ImportRowRefusal, ImportStageContext, ImportTemplateContribution } from '@mall/sdk/server';
import { defineImportTemplate } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { PRODUCT_RULE_COLUMNS, type ProductRuleRow } from '../catalogue/product-row';
import { productsByCode, quantityRefusal } from './cart-import-products';

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

// A chunk's rows are read as cart rows one at a time, after its lookups: made for the whole chunk
// before them, 5,000 of them outlived the round trips and were copied by the young collections.
const cartRowOf = (row: ImportedRow): CartRow => ({
  rowId: row.rowId,
  itemCode: String(row.data.itemCode),
  quantity: Number(row.data.quantity),
  remark: row.data.remark === undefined ? undefined : String(row.data.remark),
  neededDate: row.data.neededDate === undefined ? undefined : String(row.data.neededDate),
});

const codeOfRow = (row: ImportedRow): string => String(row.data.itemCode);

/** The caller's cart quantities (not buy-now lines) of these products. */
async function cartQuantities(db: Db, call: ImportCall, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<{ productId: number; quantity: number }>(
    `select product_id::int as "productId", quantity::float8 as quantity from cart_lines
      where tenant_id = $1 and owner_id = $2 and buy_now_flag = 0 and product_id = any($3::bigint[])`,
    [call.session.tenantId, call.session.userId, [...new Set(productIds)]],
    { name: 'import-cart-quantities' },
  );
  return new Map(rows.map((r) => [Number(r.productId), r.quantity]));
}

/** What a run of the cart's imports remembers (its check's or stage's memo): products by code (null: none) and cart quantities by product. */
interface CartMemo {
  products: Map<string, ProductRuleRow | null>;
  inCart: Map<number, number>;
}
const MEMO_KEY = 'core.cart.import';
/** A file of that many different goods or more starts the memo again rather than hold them all. */
const MEMO_MAX_PRODUCTS = 20_000;

/** The run's memo (ImportCheckContext.memo, ImportStageContext.memo) of the cart's imports. */
function cartMemo(runMemo: Map<string, unknown>): CartMemo {
  let memo = runMemo.get(MEMO_KEY) as CartMemo | undefined;
  if (!memo || memo.products.size >= MEMO_MAX_PRODUCTS) runMemo.set(MEMO_KEY, (memo = { products: new Map(), inCart: new Map() }));
  return memo;
}

/** The products these codes name (null: none), each read once per run. */
async function memoProducts(db: Db, call: ImportCall, memo: CartMemo, codes: readonly string[]): Promise<ReadonlyMap<string, ProductRuleRow | null>> {
  const missing = new Set<string>();
  for (const code of codes) if (!memo.products.has(code)) missing.add(code);
  if (missing.size > 0) {
    const found = await productsByCode(db, call.session.tenantId, [...missing]);
    for (const code of missing) memo.products.set(code, found.get(code) ?? null);
  }
  return memo.products;
}

/**
 * The products a chunk names and their cart quantities, each read once per check run: a file
 * repeats its goods, and each lookup was one of PGlite's slowest statements of an import.
 */
async function lookUp(db: Db, call: ImportCall, context: ImportCheckContext, codes: readonly string[], replace: boolean): Promise<CartMemo> {
  const memo = cartMemo(context.memo);
  const products = await memoProducts(db, call, memo, codes);
  if (!replace) {
    const ids = new Set<number>();
    for (const code of new Set(codes)) {
      const product = products.get(code);
      if (product && !memo.inCart.has(Number(product.productId))) ids.add(Number(product.productId));
    }
    if (ids.size > 0) {
      const inCart = await cartQuantities(db, call, [...ids]);
      for (const id of ids) memo.inCart.set(id, inCart.get(id) ?? 0);
    }
  }
  return memo;
}

/** A row counts its quantity towards its product's total over the whole file (keyed by the product code). */
const quantityOfRow = (row: ImportedRow) => ({ key: String(row.data.itemCode), amount: Number(row.data.quantity) });

/**
 * The check stage applies the cart's rules per row, so a refused row is an ERROR row with the
 * rule's message (corrected online or in the failure file) rather than a failed batch: goods the
 * tenant does not sell, and the quantity the cart line would hold after this row: the cart's line
 * (for an import; a new import replaces it), plus the file's valid rows of the product checked
 * before this chunk (`context.totals`, however many chunks back), plus the earlier rows of the
 * chunk. `finish` checks the totals again for what changed in between.
 */
const checkRows = (replace: boolean) => async (call: ImportCall, rows: readonly ImportedRow[], context: ImportCheckContext): Promise<ImportRowRefusal[]> => {
  const { products, inCart } = await lookUp(call.db as Db, call, context, rows.map(codeOfRow), replace);
  const running = new Map<number, number>();
  const refusals: ImportRowRefusal[] = [];
  for (const row of rows) {
    const line = cartRowOf(row);
    const product = products.get(line.itemCode);
    if (!product) refusals.push({ rowId: line.rowId, key: 'import.cart.product.unknown', params: { code: line.itemCode } });
    else if (product.shelfFlag !== 1) refusals.push({ rowId: line.rowId, key: 'smal.cart.product.unavailable' });
    else {
      const id = Number(product.productId);
      const total = (running.get(id) ?? (inCart.get(id) ?? 0) + (context.totals.get(line.itemCode) ?? 0)) + line.quantity;
      const refusal = quantityRefusal(product, line.quantity, total, line.rowId);
      if (refusal) refusals.push(refusal);
      else running.set(id, total);
    }
  }
  return refusals;
};

/**
 * One chunk of an import, staged (committed on its own, tagged with the batch): the rows of goods
 * on sale with a quantity the cart takes are summed per product into import_cart_lines; the cart
 * itself is written only by `publishStaged`. A refused row here (the check refused none) fails the import.
 */
async function stageRows(call: ImportCall, rows: readonly ImportedRow[], batch: string, context: ImportStageContext): Promise<ImportRowRefusal[]> {
  const db = call.db as Db;
  // Read once per run (staged while checked: the check's own reads); `publishStaged` checks the current products.
  const products = await memoProducts(db, call, cartMemo(context.memo), rows.map(codeOfRow));
  const sums = new Map<number, { quantity: number; remark?: string; neededDate?: string; rowId: number }>();
  const refusals: ImportRowRefusal[] = [];
  // A row's own quantity rule depends on its product and quantity only: checked once per pair (a file repeats them).
  const passed = new Map<number, Set<number>>();
  for (const row of rows) {
    const line = cartRowOf(row);
    const product = products.get(line.itemCode);
    if (!product || product.shelfFlag !== 1) {
      refusals.push(product ? { rowId: line.rowId, key: 'smal.cart.product.unavailable' } : { rowId: line.rowId, key: 'import.cart.product.unknown', params: { code: line.itemCode } });
      continue;
    }
    let quantities = passed.get(product.productId);
    const refusal = quantities?.has(line.quantity) ? undefined : quantityRefusal(product, line.quantity, line.quantity, line.rowId);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    if (!quantities) passed.set(product.productId, (quantities = new Set()));
    quantities.add(line.quantity);
    const sum = sums.get(product.productId);
    sums.set(product.productId, { quantity: (sum?.quantity ?? 0) + line.quantity, remark: line.remark ?? sum?.remark, neededDate: line.neededDate ?? sum?.neededDate, rowId: line.rowId });
  }
  if (refusals.length > 0 || sums.size === 0) return refusals;
  const entries = [...sums.entries()];
  await db.query(
    `insert into import_cart_lines (batch, product_id, quantity, remark, needed_date, last_row_id)
     select $1, t.product_id, t.quantity, t.remark, t.needed_date, t.row_id
       from unnest($2::bigint[], $3::numeric[], $4::text[], $5::date[], $6::bigint[]) as t(product_id, quantity, remark, needed_date, row_id)
     on conflict (batch, product_id) do update set quantity = import_cart_lines.quantity + excluded.quantity,
       remark = coalesce(excluded.remark, import_cart_lines.remark), needed_date = coalesce(excluded.needed_date, import_cart_lines.needed_date),
       last_row_id = excluded.last_row_id`,
    [batch, entries.map(([id]) => id), entries.map(([, t]) => t.quantity), entries.map(([, t]) => t.remark ?? null), entries.map(([, t]) => t.neededDate ?? null), entries.map(([, t]) => t.rowId)],
  );
  return [];
}

/**
 * The final state flip, in the transaction that marks the batch IMPORTED: each staged product's
 * new cart total (added to the line already in the cart, or replacing it) checked by the cart's
 * quantity rules, then one set-based upsert into the cart and the staged rows deleted.
 */
async function publishStaged(call: ImportCall, batch: string, replace: boolean): Promise<ImportRowRefusal[]> {
  const db = call.db as Db;
  const { tenantId, organizationId, userId, companyId } = call.session;
  const staged = await db.query<{ productId: number; quantity: number; rowId: number }>(
    `select product_id::int as "productId", quantity::float8 as quantity, last_row_id::int as "rowId" from import_cart_lines where batch = $1`,
    [batch],
  );
  if (staged.length === 0) return [];
  const ids = staged.map((s) => s.productId);
  const products = new Map((await db.query<ProductRuleRow>(`select ${PRODUCT_RULE_COLUMNS} from products p where p.id = any($1::bigint[])`, [ids])).map((p) => [Number(p.productId), p]));
  const existing = new Map(
    (
      await db.query<{ productId: number; quantity: number }>(
        `select product_id as "productId", quantity::float8 as quantity from cart_lines
          where tenant_id = $1 and owner_id = $2 and buy_now_flag = 0 and product_id = any($3::bigint[]) for update`,
        [tenantId, userId, ids],
      )
    ).map((r) => [Number(r.productId), r.quantity]),
  );
  const refusals: ImportRowRefusal[] = [];
  for (const line of staged) {
    const product = products.get(line.productId);
    if (!product || product.shelfFlag !== 1) refusals.push({ rowId: line.rowId, key: 'smal.cart.product.unavailable' });
    else {
      const refusal = quantityRefusal(product, line.quantity, (replace ? 0 : (existing.get(line.productId) ?? 0)) + line.quantity, line.rowId);
      if (refusal) refusals.push(refusal);
    }
  }
  if (refusals.length > 0) return refusals;
  await db.query(
    `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, purchase_type, remark, needed_date)
     select $2, $3, $4, $5, s.product_id, s.quantity, 'COMPANY', s.remark, s.needed_date from import_cart_lines s where s.batch = $1
     on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0
     do update set quantity = case when $6 then excluded.quantity else cart_lines.quantity + excluded.quantity end,
                   remark = coalesce(excluded.remark, cart_lines.remark), needed_date = coalesce(excluded.needed_date, cart_lines.needed_date), updated_at = now()`,
    [batch, tenantId, organizationId, userId, companyId, replace],
  );
  await discardStaged(call, batch);
  return [];
}

/** The compensating delete of a failed or interrupted import: its staged rows, nothing else. */
async function discardStaged(call: ImportCall, batch: string): Promise<void> {
  await call.db.query('delete from import_cart_lines where batch = $1', [batch]);
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
    runningTotal: quantityOfRow,
    check: checkRows(false),
    importRows: stageRows,
    finish: (call, batch) => publishStaged(call, batch, false),
    discard: discardStaged,
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
    runningTotal: quantityOfRow,
    check: checkRows(true),
    importRows: stageRows,
    finish: (call, batch) => publishStaged(call, batch, true),
    discard: discardStaged,
  }),
];
