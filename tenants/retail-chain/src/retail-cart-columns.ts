import type { CartExtraColumn, CartLine } from '@mall/sdk';
import { createElement } from 'react';
import { RetailFiguresCell } from './retail-figures-cell';

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

/** One figure of the retailer's column: its label's message key and its text for a line. */
export interface RetailFigure {
  readonly labelKey: string;
  readonly value: (line: CartLine) => string;
}

/** The six figures of a line, in the order the cell lists them. */
export const RETAIL_FIGURES: readonly RetailFigure[] = [
  { labelKey: 'retail-chain.cart.stock', value: quantity(STOCK_FIELDS.stock) },
  { labelKey: 'retail-chain.cart.ship', value: quantity(STOCK_FIELDS.ship) },
  { labelKey: 'retail-chain.cart.total-stock', value: quantity(STOCK_FIELDS.totalStock) },
  { labelKey: 'retail-chain.cart.freight', value: money(STOCK_FIELDS.freight) },
  { labelKey: 'retail-chain.cart.installation', value: money(STOCK_FIELDS.installation) },
  { labelKey: 'retail-chain.cart.line-surcharge', value: money(STOCK_FIELDS.lineSurcharge) },
];

/**
 * The retailer's cart column; a module constant, so core's table builds its columns once. Six
 * columns of their own (580 px) beside core's 1,028 px did not fit the cart's 1,180 px at a
 * 1440 px screen, so the buyer scrolled sideways to them and away from the quantity being
 * edited; one column listing the six labelled figures fits beside core's.
 */
export const retailCartColumns: readonly CartExtraColumn[] = [
  { key: 'retailFigures', titleKey: 'retail-chain.cart.figures', width: 150, render: (line) => createElement(RetailFiguresCell, { line, figures: RETAIL_FIGURES }) },
];
