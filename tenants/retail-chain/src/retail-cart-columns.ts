import type { CartExtraColumn, CartLine } from '@mall/sdk';

/**
 * Where the retailer's stock and surcharge figures sit on a cart line (spec 3 section 3 "Stock
 * and surcharge fields"): the three scux stock figures by name, and freight, installation and
 * line surcharge as the "extra decimals" attributeDecimal1..3.
 */
export const STOCK_FIELDS = {
  stock: 'scuxStockQuantity',
  ship: 'scuxShipQuantity',
  totalStock: 'scuxTotalStockQuantity',
  freight: 'attributeDecimal1',
  installation: 'attributeDecimal2',
  lineSurcharge: 'attributeDecimal3',
} as const;

const valueOf = (line: CartLine, name: string): number | undefined => {
  const value = (line as unknown as Readonly<Record<string, unknown>>)[name];
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

// A figure the server has not given is a dash, as core shows an unknown stock.
const quantity = (name: string) => (line: CartLine) => {
  const n = valueOf(line, name);
  return n === undefined ? '-' : String(n);
};
const money = (name: string) => (line: CartLine) => {
  const n = valueOf(line, name);
  return n === undefined ? '-' : n.toFixed(2);
};

/** The retailer's cart columns; a module constant, so core's table builds its columns once. */
export const retailCartColumns: readonly CartExtraColumn[] = [
  { key: STOCK_FIELDS.stock, titleKey: 'retail-chain.cart.stock', width: 90, align: 'right', render: quantity(STOCK_FIELDS.stock) },
  { key: STOCK_FIELDS.ship, titleKey: 'retail-chain.cart.ship', width: 90, align: 'right', render: quantity(STOCK_FIELDS.ship) },
  { key: STOCK_FIELDS.totalStock, titleKey: 'retail-chain.cart.total-stock', width: 100, align: 'right', render: quantity(STOCK_FIELDS.totalStock) },
  { key: STOCK_FIELDS.freight, titleKey: 'retail-chain.cart.freight', width: 90, align: 'right', render: money(STOCK_FIELDS.freight) },
  { key: STOCK_FIELDS.installation, titleKey: 'retail-chain.cart.installation', width: 100, align: 'right', render: money(STOCK_FIELDS.installation) },
  { key: STOCK_FIELDS.lineSurcharge, titleKey: 'retail-chain.cart.line-surcharge', width: 110, align: 'right', render: money(STOCK_FIELDS.lineSurcharge) },
];
