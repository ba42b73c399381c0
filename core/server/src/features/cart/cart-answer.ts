import type { Db } from '../../db/db';
import { LINE_FROM, type CartOwner } from './cart-line-row';

/**
 * The cart list answer, built once, as JSON text, by the database (issue 17): the same lines and
 * values `findCartLines(...).map(toCartLine)` gives (a test holds the two equal), without Node
 * decoding 35-key rows, rebuilding each line and serialising it again. The latest price is the
 * ladder step's price as `ladderPriceFor` picks it (the highest `ladderFrom` not above the quantity,
 * the first of equal ones, none past its `ladderTo`), else the base price; the total is rounded
 * like `Math.round(x * 100) / 100`.
 *
 * Each line is written as `json` text and joined as text: building it as `jsonb` (three objects
 * merged with `||`, each merge sorting keys again) was 10 of the 13 ms of database CPU a window
 * of 100 lines cost on PostgreSQL, `json` 5. A line is its tenant extras (attributes), the fields
 * every line has, then the optional ones that are set, in one object; the extras lose any key the
 * other two define, as `jsonb ||` let the right side win.
 */
const FIXED_FIELDS: ReadonlyArray<readonly [key: string, sql: string]> = [
  ['cartId', 'c.id'], ['productId', 'c.product_id'], ['quantity', 'c.quantity::float8'], ['companyId', 'c.company_id'],
  ['ownerId', 'c.owner_id'], ['purchaseType', 'c.purchase_type'], ['productName', 'p.product_name'],
  ['productSource', 'p.product_source'], ['itemCode', 'p.item_code'], ['ladderPriceList', 'p.ladder_price_list'],
  ['currencyCode', 'p.currency_code'], ['uomName', 'p.uom_name'], ['uomPrecision', 'p.uom_precision'],
  ['minPurchaseQuantity', 'p.min_purchase_quantity::float8'], ['minPackageQuantity', 'p.min_package_quantity::float8'],
  ['deliveryCycle', 'p.delivery_cycle'], ['agreementType', 'p.agreement_type'], ['supplierCompanyId', 'p.supplier_company_id'],
  ['supplierCompanyName', 's.supplier_name'], ['stockState', 'p.stock_state'], ['stockQuantity', 'p.stock_quantity::float8'],
  ['imagePath', 'p.image_path'],
  ['allocationFlag', 'case when allocation.found is null then 0 else 1 end'],
  [
    'budgetInfoList',
    `coalesce((select json_agg(json_build_object('budgetId', b.id, 'cartId', b.cart_id, 'orderSeq', b.order_seq, 'budget', b.budget,
       'quantity', b.quantity::float8) order by b.order_seq) from budget_infos b where b.cart_id = c.id and b.tenant_id = c.tenant_id), '[]'::json)`,
  ],
  ['latestPrice', 'price.latest'], ['totalPrice', 'floor(price.latest * c.quantity::float8 * 100 + 0.5) / 100'],
  ['invalidFlag', 'case when p.shelf_flag = 1 then 0 else 1 end'],
  // collection-use (receive) goods: a tenant's seed or calls mark the line's attributes (spec 3 section 3)
  ['receiveFlag', `case when c.attributes->>'receiveFlag' = '1' then 1 else 0 end`],
  ['centralizedFlag', '0'], ['groupFlag', '0'], ['productRemarkFlag', '0'], ['budgetSwitch', `'1'`],
];

/** Left out of the line when null. */
const OPTIONAL_FIELDS: ReadonlyArray<readonly [key: string, sql: string]> = [
  ['cheapestSkuId', 'cheap.id'], ['cheapestSkuName', 'cheap.product_name'], ['cheapestSourceForm', 'cheap.product_source'],
  ['itemCategoryId', 'k.item_category_id'], ['itemCategoryName', 'k.item_category_name'],
  ['levelPath', 'c.level_path'], ['unitId', 'c.unit_id'], ['addressId', 'c.address_id'], ['remark', 'c.remark'],
  ['neededDate', `to_char(c.needed_date, 'YYYY-MM-DD')`], ['maxPurchaseQuantity', 'p.max_purchase_quantity::float8'],
  ['purchaseQuantityLimit', 'p.purchase_quantity_limit::float8'],
];

const objectOf = (fields: ReadonlyArray<readonly [string, string]>) => `json_build_object(${fields.map(([key, sql]) => `'${key}', ${sql}`).join(', ')})`;
/** An object's members without its braces ('' for an empty object): `left(substr(x, 2), -1)` reads `x` once. */
const membersOf = (objectText: string) => `nullif(left(substr(${objectText}, 2), -1), '')`;
const DEFINED_KEYS = `array[${[...FIXED_FIELDS, ...OPTIONAL_FIELDS].map(([key]) => `'${key}'`).join(', ')}]::text[]`;

/** One line as JSON text. */
const LINE_TEXT = `('{' || concat_ws(',',
    ${membersOf(`(jsonb_strip_nulls(c.attributes) - ${DEFINED_KEYS})::text`)},
    ${membersOf(`${objectOf(FIXED_FIELDS)}::text`)},
    ${membersOf(`json_strip_nulls(${objectOf(OPTIONAL_FIELDS)})::text`)}) || '}')`;

/** The lines as one JSON array text, in the list's order (newest first). */
const LINES_ARRAY = `coalesce('[' || string_agg(${LINE_TEXT}, ',' order by c.created_at desc, c.id desc) || ']', '[]')`;

// A probe per line by the allocations' (cart_line_id, line_seq) key: an EXISTS here may be planned as
// a hash of every allocation in the table, whose cost grows with the table, not the cart.
const ALLOCATION = `
  left join lateral (select 1 as found from cost_allocations a where a.cart_line_id = c.id and a.tenant_id = c.tenant_id limit 1) allocation on true`;

// \`offset 0\` keeps the lateral a subquery of its own: pulled up, its expression was copied into
// both places that read \`price.latest\` and the ladder was searched twice per line.
const LATEST_PRICE = `
  cross join lateral (select coalesce((
    select case when step->>'ladderTo' is null or c.quantity::float8 <= (step->>'ladderTo')::float8 then (step->>'price')::float8 end
      from jsonb_array_elements(p.ladder_price_list) with ordinality as ladder(step, n)
     where (step->>'ladderFrom')::float8 <= c.quantity::float8
     order by (step->>'ladderFrom')::float8 desc, n limit 1), p.price::float8) as latest offset 0) price`;

/** The versions of what the answer shows; a write to either changes the tag (see migration 035). */
const VERSIONS = `
  coalesce((select v.version from cart_versions v where v.tenant_id = $1 and v.owner_id = $2), 0) as cart,
  coalesce((select k.version from catalogue_versions k where k.tenant_id = $1), 0) as catalogue`;

const tagOf = (owner: CartOwner, versions: { cart: number; catalogue: number }) =>
  `W/"cart-${owner.organizationId}-${versions.cart}-${versions.catalogue}"`;

/** The cart's current tag: one small prepared query, so a repeated call costs almost nothing. */
export async function cartTag(db: Db, owner: CartOwner): Promise<string> {
  const [row] = await db.query<{ cart: number; catalogue: number }>(`select ${VERSIONS}`, [owner.tenantId, owner.userId], {
    name: 'cart_tag',
  });
  return tagOf(owner, row!);
}

/**
 * The list answer (cart lines, newest first) with its tag, read in one statement, so the tag
 * is that of the very data in the body even while another session writes.
 */
export const CART_ANSWER_SQL = `select ${VERSIONS},
  (select ${LINES_ARRAY}
     from ${LINE_FROM} ${ALLOCATION} ${LATEST_PRICE}
    where c.tenant_id = $1 and c.owner_id = $2 and c.organization_id = $3 and c.buy_now_flag = 0) as body`;

export async function cartAnswer(db: Db, owner: CartOwner): Promise<{ tag: string; body: string }> {
  const [row] = await db.query<{ cart: number; catalogue: number; body: string }>(
    CART_ANSWER_SQL,
    [owner.tenantId, owner.userId, owner.organizationId],
    { name: 'cart_answer' },
  );
  return { tag: tagOf(owner, row!), body: row!.body };
}

/**
 * One window of the list (issue 17): `limit` lines from `offset`, newest first, with the cart's
 * line count and tag. Only the window's lines are built (their prices, cheaper goods, budgets),
 * so a 2,000-line cart costs the page it shows, not the whole cart; the ids are picked from the
 * owner's index in the list's order (migration 230) and come as an array, so the lines are fetched
 * by primary key (as `in (subquery)` PostgreSQL scanned and hashed all the tenant's cart lines to
 * join 100 of them). Same statement on PGlite and PostgreSQL.
 */
export const CART_WINDOW_SQL = `select ${VERSIONS},
  (select count(*)::int from cart_lines w where w.tenant_id = $1 and w.organization_id = $3 and w.owner_id = $2 and w.buy_now_flag = 0) as total,
  (select ${LINES_ARRAY}
     from ${LINE_FROM} ${ALLOCATION} ${LATEST_PRICE}
    where c.tenant_id = $1 and c.id = any(array(
      select w.id from cart_lines w where w.tenant_id = $1 and w.organization_id = $3 and w.owner_id = $2 and w.buy_now_flag = 0
       order by w.created_at desc, w.id desc offset $4 limit $5))) as body`;

export interface CartWindow {
  offset: number;
  limit: number;
}

/** A window as `{ content, totalElements, offset, version }`; `version` is the whole cart's tag. */
export async function cartWindowAnswer(db: Db, owner: CartOwner, window: CartWindow): Promise<{ tag: string; body: string }> {
  const [row] = await db.query<{ cart: number; catalogue: number; total: number; body: string }>(
    CART_WINDOW_SQL,
    [owner.tenantId, owner.userId, owner.organizationId, window.offset, window.limit],
    { name: 'cart_window' },
  );
  const tag = tagOf(owner, row!);
  return { tag, body: `{"content":${row!.body},"totalElements":${row!.total},"offset":${window.offset},"version":${JSON.stringify(tag)}}` };
}

/** One line of the owner as the list shows it (add to cart answers it), as JSON text; undefined when not theirs. */
export async function cartLineAnswer(db: Db, owner: CartOwner, cartId: number): Promise<string | undefined> {
  const [row] = await db.query<{ line: string }>(
    `select ${LINE_TEXT} as line from ${LINE_FROM} ${ALLOCATION} ${LATEST_PRICE}
      where c.id = $1 and c.tenant_id = $2 and c.owner_id = $3 and c.organization_id = $4`,
    [cartId, owner.tenantId, owner.userId, owner.organizationId],
    { name: 'cart_line_answer' },
  );
  return row?.line;
}

/**
 * Answers kept per buyer and organisation, with their tag. Checked against the database's
 * versions on every call, so a write through another gateway is never answered from here.
 * Bounded by total size; the least recently used goes first.
 */
export class CartAnswerCache {
  // Kept encoded: a 2,000-line answer is 1.5 MiB, and encoding it again on every call costs more
  // than the rest of the call.
  private readonly entries = new Map<string, { tag: string; body: Buffer }>();
  private size = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, tag: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.tag !== tag) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, tag: string, body: Buffer): void {
    this.delete(key);
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { tag, body });
    this.size += body.length;
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.body.length;
  }
}
