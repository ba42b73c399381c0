import type { LadderPrice } from '@mall/domain';
import { CATEGORIES, productImagePath, type CategorySeed } from './catalogue-categories';

export type SeedSource = 'CATA' | 'JD' | 'MANUAL';

/** One generated good, in the columns of the products table. */
export interface ProductSeed {
  itemCode: string;
  productName: string;
  productSource: SeedSource;
  sameSkuGroup: string;
  categoryCode: string;
  categoryName: string;
  brandName: string;
  supplierNum: string;
  currencyCode: string;
  price: number;
  marketPrice: number;
  uomName: string;
  uomPrecision: number;
  minPurchaseQuantity: number;
  minPackageQuantity: number;
  maxPurchaseQuantity: number | undefined;
  purchaseQuantityLimit: number | undefined;
  ladderPriceList: LadderPrice[];
  stockState: number;
  stockQuantity: number;
  salesVolume: number;
  deliveryCycle: number;
  lowestPriceRule: 0 | 1 | 2;
  imagePath: string;
  createdAt: string;
  labels: string[];
  /** Earlier prices, oldest first, `daysAgo` before the day the seed runs (so price-change windows show them). */
  priceChanges: { price: number; daysAgo: number }[];
}

export interface SupplierSeed {
  supplierNum: string;
  supplierName: string;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  { supplierNum: 'SUP-JD', supplierName: '京东企业购' },
  { supplierNum: 'SUP-001', supplierName: '上海晨星办公用品有限公司' },
  { supplierNum: 'SUP-002', supplierName: '北京华联数码科技有限公司' },
  { supplierNum: 'SUP-003', supplierName: '广州恒信五金机电有限公司' },
  { supplierNum: 'SUP-004', supplierName: '深圳绿源清洁用品有限公司' },
  { supplierNum: 'SUP-005', supplierName: '杭州优选食品贸易有限公司' },
  { supplierNum: 'SUP-006', supplierName: '苏州博研实验器材有限公司' },
  { supplierNum: 'SUP-007', supplierName: '成都安达劳保用品有限公司' },
];

const LABELS = ['新品', '热销', '协议价', '绿色环保', '自营', '包邮'] as const;
/** Seed date: fixed so the catalogue (including "newest") is the same on every start. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);

/** mulberry32: a tiny seeded generator, so the demo catalogue is identical on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * At least `count` goods. Each article is sold from the catalogue and often also from JD or
 * as a manual entry, so the same-SKU and lower-price calls have something to find.
 */
export function generateCatalogue(count = 2000, seed = 20261122): ProductSeed[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const products: ProductSeed[] = [];
  for (let article = 0; products.length < count; article++) {
    const category = CATEGORIES[article % CATEGORIES.length]!;
    const name = `${pick(category.brands)} ${pick(category.nouns)} ${pick(category.specs)} ${article + 1}号`;
    const base = category.priceBand[0] + rnd() ** 2 * (category.priceBand[1] - category.priceBand[0]);
    const sources: SeedSource[] = ['CATA'];
    if (rnd() < 0.55) sources.push('JD');
    if (rnd() < 0.2) sources.push('MANUAL');
    for (const source of sources) {
      if (products.length >= count) break;
      products.push(makeProduct(rnd, pick, category, source, name, base, article, products.length));
    }
  }
  return products;
}

function makeProduct(
  rnd: () => number,
  pick: <T>(list: readonly T[]) => T,
  category: CategorySeed,
  source: SeedSource,
  name: string,
  base: number,
  article: number,
  index: number,
): ProductSeed {
  // Catalogue prices may carry up to 5 decimals (spec 1 section 9 price display).
  const places = source === 'CATA' && rnd() < 0.12 ? 4 : 2;
  const price = Math.max(0.01, round(base * (0.85 + rnd() * 0.3), places));
  const currencyCode = source === 'JD' ? 'CNY' : rnd() < 0.82 ? 'CNY' : rnd() < 0.7 ? 'USD' : 'EUR';
  const pack = rnd() < 0.15 ? pick([6, 10, 12]) : 1;
  const minPurchase = pack > 1 ? pack * pick([1, 2]) : rnd() < 0.15 ? pick([2, 5, 10]) : 1;
  const ladder: LadderPrice[] =
    source !== 'JD' && rnd() < 0.3
      ? [
          { ladderFrom: minPurchase, ladderTo: minPurchase * 10 - 1, price },
          { ladderFrom: minPurchase * 10, ladderTo: minPurchase * 50 - 1, price: round(price * 0.95, places) },
          { ladderFrom: minPurchase * 50, price: round(price * 0.9, places) },
        ]
      : [];
  const stockState = pick([1, 1, 1, 1, 2, 3, 4, 5, 6]);
  const stockQuantity = stockState === 1 ? Math.floor(rnd() * 5000) : stockState === 2 || stockState === 3 ? 100 + Math.floor(rnd() * 900) : 0;
  const labels = LABELS.filter(() => rnd() < 0.18);
  const supplierNum = source === 'JD' ? 'SUP-JD' : SUPPLIERS[1 + ((article + (source === 'MANUAL' ? 3 : 0)) % (SUPPLIERS.length - 1))]!.supplierNum;
  const priceChanges =
    index % 4 === 0 ? [80, 45, 10].map((daysAgo) => ({ daysAgo, price: round(price * (0.9 + rnd() * 0.25), places) })) : [];
  return {
    itemCode: `${source}-${category.code}-${String(index + 1).padStart(5, '0')}`,
    productName: name,
    productSource: source,
    sameSkuGroup: `A${article}`,
    categoryCode: category.code,
    categoryName: category.name,
    brandName: name.split(' ')[0]!,
    supplierNum,
    currencyCode,
    price,
    marketPrice: round(price * 1.2, 2),
    uomName: category.uom.name,
    uomPrecision: category.uom.precision,
    minPurchaseQuantity: minPurchase,
    minPackageQuantity: pack,
    maxPurchaseQuantity: rnd() < 0.2 ? pick([200, 500, 1000]) : undefined,
    purchaseQuantityLimit: rnd() < 0.1 ? pick([100, 300]) : undefined,
    ladderPriceList: ladder,
    stockState,
    stockQuantity,
    salesVolume: Math.floor(rnd() ** 3 * 200000),
    deliveryCycle: source === 'JD' ? 2 : 3 + Math.floor(rnd() * 10),
    lowestPriceRule: source === 'CATA' ? pick([0, 0, 0, 0, 0, 0, 1, 1, 2] as const) : 0,
    imagePath: productImagePath(category.code, source),
    createdAt: new Date(SEED_EPOCH - index * 3_600_000).toISOString(),
    labels: [...labels],
    priceChanges,
  };
}
