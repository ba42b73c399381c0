import { ladderPriceFor, type LadderPrice } from '@mall/domain';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';

/** Whose cart: every cart query names tenant, organisation and owner. */
export interface CartOwner {
  tenantId: number;
  organizationId: number;
  userId: number;
}

const LINE_COLUMNS = `
  c.id as "cartId", c.product_id as "productId", c.quantity::float8 as quantity, c.company_id as "companyId",
  c.owner_id as "ownerId", c.purchase_type as "purchaseType", c.level_path as "levelPath", c.unit_id as "unitId",
  c.address_id as "addressId", c.remark, c.attributes, to_char(c.needed_date, 'YYYY-MM-DD') as "neededDate",
  p.product_name as "productName", p.product_source as "productSource", p.item_code as "itemCode", p.price::float8 as "basePrice",
  p.ladder_price_list as "ladderPriceList", p.currency_code as "currencyCode", p.uom_name as "uomName",
  p.uom_precision as "uomPrecision", p.min_purchase_quantity::float8 as "minPurchaseQuantity",
  p.min_package_quantity::float8 as "minPackageQuantity", p.max_purchase_quantity::float8 as "maxPurchaseQuantity",
  p.purchase_quantity_limit::float8 as "purchaseQuantityLimit", p.delivery_cycle as "deliveryCycle",
  p.agreement_type as "agreementType", p.supplier_company_id as "supplierCompanyId", s.supplier_name as "supplierCompanyName",
  p.stock_state as "stockState", p.stock_quantity::float8 as "stockQuantity", p.image_path as "imagePath", p.shelf_flag as "shelfFlag",
  k.item_category_id as "itemCategoryId", k.item_category_name as "itemCategoryName",
  cheap.id as "cheapestSkuId", cheap.product_name as "cheapestSkuName", cheap.product_source as "cheapestSourceForm",
  case when exists (select 1 from cost_allocations a where a.cart_line_id = c.id and a.tenant_id = c.tenant_id) then 1 else 0 end as "allocationFlag",
  coalesce((select json_agg(json_build_object('budgetId', b.id, 'cartId', b.cart_id, 'orderSeq', b.order_seq, 'budget', b.budget,
            'quantity', b.quantity::float8) order by b.order_seq) from budget_infos b where b.cart_id = c.id and b.tenant_id = c.tenant_id), '[]') as "budgetInfoList"`;

export const LINE_FROM = `cart_lines c
  join products p on p.id = c.product_id and p.tenant_id = c.tenant_id
  join supplier_companies s on s.id = p.supplier_company_id
  left join lateral (select x.id, x.product_name, x.product_source from products x
     where x.tenant_id = p.tenant_id and x.same_sku_group = p.same_sku_group and x.id <> p.id and x.shelf_flag = 1
       and x.currency_code = p.currency_code and x.price < p.price order by x.price, x.id limit 1) cheap on true
  left join item_categories k on k.tenant_id = p.tenant_id and k.category_code = p.category_code`;

export interface CartLineRow {
  cartId: number;
  productId: number;
  quantity: number;
  companyId: number;
  ownerId: number;
  purchaseType: string;
  levelPath: string | null;
  unitId: number | null;
  addressId: number | null;
  remark: string | null;
  neededDate: string | null;
  /** Tenant line extras (attributeVarchar*, attributeDate*, attributeDecimal*). */
  attributes: Record<string, unknown>;
  productName: string;
  productSource: string;
  itemCode: string;
  basePrice: number;
  ladderPriceList: LadderPrice[];
  currencyCode: string;
  uomName: string;
  uomPrecision: number;
  minPurchaseQuantity: number;
  minPackageQuantity: number;
  maxPurchaseQuantity: number | null;
  purchaseQuantityLimit: number | null;
  deliveryCycle: number;
  agreementType: string;
  supplierCompanyId: number;
  supplierCompanyName: string;
  stockState: number;
  stockQuantity: number;
  imagePath: string;
  shelfFlag: number;
  cheapestSkuId: number | null;
  cheapestSkuName: string | null;
  cheapestSourceForm: string | null;
  /** The item category the product's catalogue category is maintained as (none when not maintained). */
  itemCategoryId: number | null;
  itemCategoryName: string | null;
  /** 1 when the line has cost allocation rows (the cart then offers the side panel). */
  allocationFlag: 0 | 1;
  budgetInfoList: unknown[];
}

/** The unit price for a quantity: the ladder step's price, else the product's price. */
export const latestPriceOf = (row: Pick<CartLineRow, 'basePrice' | 'ladderPriceList'>, quantity: number) =>
  ladderPriceFor(quantity, row.ladderPriceList) ?? row.basePrice;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A cart line as the spec's cart line entity (nulls left out). */
export function toCartLine(row: CartLineRow) {
  const latestPrice = latestPriceOf(row, row.quantity);
  const { basePrice: _b, shelfFlag, cheapestSkuId, cheapestSkuName, cheapestSourceForm, itemCategoryId, itemCategoryName, levelPath, unitId, addressId, remark, neededDate, maxPurchaseQuantity, purchaseQuantityLimit, attributes, ...rest } = row;
  return {
    ...Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== null)),
    ...rest,
    cheapestSkuId: cheapestSkuId ?? undefined,
    cheapestSkuName: cheapestSkuName ?? undefined,
    cheapestSourceForm: cheapestSourceForm ?? undefined,
    // the maintained category wins over a copy in the line's extras; without one the extras' stays
    ...(itemCategoryId === null ? {} : { itemCategoryId, itemCategoryName: itemCategoryName ?? undefined }),
    levelPath: levelPath ?? undefined,
    unitId: unitId ?? undefined,
    addressId: addressId ?? undefined,
    remark: remark ?? undefined,
    neededDate: neededDate ?? undefined,
    maxPurchaseQuantity: maxPurchaseQuantity ?? undefined,
    purchaseQuantityLimit: purchaseQuantityLimit ?? undefined,
    latestPrice,
    totalPrice: round2(latestPrice * row.quantity),
    invalidFlag: shelfFlag === 1 ? 0 : 1,
    // collection-use (receive) goods, as a tenant marked the line (spec 3 section 3)
    receiveFlag: attributes?.receiveFlag === 1 || attributes?.receiveFlag === '1' ? 1 : 0,
    centralizedFlag: 0,
    groupFlag: 0,
    productRemarkFlag: 0,
    budgetSwitch: '1',
  };
}

export type CartLineView = ReturnType<typeof toCartLine>;

/** Cart lines of one owner; `cartIds` narrows to those lines (missing ones are simply absent). */
export async function findCartLines(db: Db, owner: CartOwner, options: { cartIds?: readonly number[]; buyNow?: boolean; forUpdate?: boolean } = {}): Promise<CartLineRow[]> {
  const params: unknown[] = [owner.tenantId, owner.organizationId, owner.userId];
  let where = 'c.tenant_id = $1 and c.organization_id = $2 and c.owner_id = $3';
  // Three SQL texts, each prepared once under its own name (add to cart reads its line back).
  let name: string;
  if (options.cartIds) {
    params.push([...options.cartIds]);
    where += ` and c.id = any($${params.length}::bigint[])`;
    name = 'cart_lines_by_ids';
  } else {
    where += ` and c.buy_now_flag = ${options.buyNow ? 1 : 0}`;
    name = options.buyNow ? 'cart_lines_buy_now' : 'cart_lines_list';
  }
  // One JSON text instead of a row per line: the embedded PGlite decodes each row and column in
  // JavaScript, which cost a 2,000-line cart about 2.5 times the query itself. Same values, same
  // order (numbers are float8/bigint either way, jsonb columns nested as before).
  const [answer] = await db.query<{ lines: string }>(
    `select coalesce(json_agg(l order by l."addedAt" desc, l."cartId" desc), '[]')::text as lines
       from (select c.created_at as "addedAt", ${LINE_COLUMNS} from ${LINE_FROM} where ${where}) l`,
    params,
    { name },
  );
  return (JSON.parse(answer?.lines ?? '[]') as (CartLineRow & { addedAt?: string })[]).map(({ addedAt: _at, ...row }) => row);
}

/** Exactly these lines of the owner, or 404 when any is missing (another user's line included). */
export async function requireCartLines(db: Db, owner: CartOwner, cartIds: readonly number[]): Promise<CartLineRow[]> {
  const unique = [...new Set(cartIds)];
  const rows = await findCartLines(db, owner, { cartIds: unique });
  if (rows.length !== unique.length) throw notFound('smal.cart.line.not.found');
  return rows;
}
