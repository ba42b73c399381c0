import type { Db } from '../db/db';
import { generateCatalogue, SUPPLIERS, type ProductSeed } from './catalogue-data';

let cached: ProductSeed[] | undefined;
/** Generated once per process: every tenant gets the same goods (as its own rows). */
export function demoCatalogue(): ProductSeed[] {
  cached ??= generateCatalogue();
  return cached;
}

/**
 * Writes the demo catalogue for one tenant: suppliers, goods, labels and price history, in a
 * few set-based statements (the whole catalogue travels as one JSON parameter).
 */
export async function seedCatalogue(db: Db, tenantId: number, products: readonly ProductSeed[] = demoCatalogue()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into supplier_companies (tenant_id, supplier_num, supplier_name)
       select $1, s."supplierNum", s."supplierName" from jsonb_to_recordset($2::jsonb) as s("supplierNum" text, "supplierName" text)
       on conflict (tenant_id, supplier_num) do nothing`,
      [tenantId, JSON.stringify(SUPPLIERS)],
    );
    await tx.query(
      `insert into products (tenant_id, item_code, product_name, product_source, same_sku_group, category_code, category_name,
              brand_name, supplier_company_id, currency_code, price, market_price, uom_name, uom_precision, min_purchase_quantity,
              min_package_quantity, max_purchase_quantity, purchase_quantity_limit, ladder_price_list, stock_state, stock_quantity,
              sales_volume, delivery_cycle, lowest_price_rule, image_path, created_at)
       select $1, p."itemCode", p."productName", p."productSource", p."sameSkuGroup", p."categoryCode", p."categoryName",
              p."brandName", s.id, p."currencyCode", p.price, p."marketPrice", p."uomName", p."uomPrecision", p."minPurchaseQuantity",
              p."minPackageQuantity", p."maxPurchaseQuantity", p."purchaseQuantityLimit", p."ladderPriceList", p."stockState",
              p."stockQuantity", p."salesVolume", p."deliveryCycle", p."lowestPriceRule", p."imagePath", p."createdAt"
         from jsonb_to_recordset($2::jsonb) as p("itemCode" text, "productName" text, "productSource" text, "sameSkuGroup" text,
              "categoryCode" text, "categoryName" text, "brandName" text, "supplierNum" text, "currencyCode" text, price numeric,
              "marketPrice" numeric, "uomName" text, "uomPrecision" smallint, "minPurchaseQuantity" numeric, "minPackageQuantity" numeric,
              "maxPurchaseQuantity" numeric, "purchaseQuantityLimit" numeric, "ladderPriceList" jsonb, "stockState" smallint,
              "stockQuantity" numeric, "salesVolume" integer, "deliveryCycle" integer, "lowestPriceRule" smallint, "imagePath" text,
              "createdAt" timestamptz)
         join supplier_companies s on s.tenant_id = $1 and s.supplier_num = p."supplierNum"
       on conflict (tenant_id, item_code) do nothing`,
      [tenantId, JSON.stringify(products)],
    );
    const extras = products.map((p) => ({ itemCode: p.itemCode, labels: p.labels, priceChanges: p.priceChanges }));
    await tx.query(
      `insert into product_labels (tenant_id, product_id, label_name)
       select $1, pr.id, l.label
         from jsonb_to_recordset($2::jsonb) as e("itemCode" text, labels jsonb)
         join products pr on pr.tenant_id = $1 and pr.item_code = e."itemCode"
         cross join lateral jsonb_array_elements_text(e.labels) as l(label)
       on conflict do nothing`,
      [tenantId, JSON.stringify(extras)],
    );
    await tx.query(
      `insert into product_price_changes (tenant_id, product_id, price, changed_at)
       select $1, pr.id, c.price, now() - make_interval(days => c."daysAgo")
         from jsonb_to_recordset($2::jsonb) as e("itemCode" text, "priceChanges" jsonb)
         join products pr on pr.tenant_id = $1 and pr.item_code = e."itemCode"
         cross join lateral jsonb_to_recordset(e."priceChanges") as c(price numeric, "daysAgo" integer)
        where not exists (select 1 from product_price_changes x where x.product_id = pr.id)`,
      [tenantId, JSON.stringify(extras)],
    );
  });
}
