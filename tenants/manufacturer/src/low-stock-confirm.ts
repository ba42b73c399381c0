import { msg, outcome, sessionValueOf, type CartLine, type CartSettleValidator } from '@mall/sdk';
import { invOrganizationCode, querySapStock, type SapStock } from './manufacturer-calls';

/** Spec 3 section 9: the low-stock SKU names show the first 3, then 'etc.'. */
export const LOW_STOCK_NAMES_SHOWN = 3;
/** At most this many items are asked per settle: one SAP query each, in parallel. */
const MAX_ITEMS_ASKED = 50;

/**
 * The low-stock confirm (spec 3 section 8): before settling, the SAP stock of each selected
 * item is asked (invOrganizationCode and itemCode); when any already has stock above its safety
 * stock the buyer confirms 'the products' stock is above safety stock, continue?', the first 3
 * names listed, then 'etc.'. A failed query asks nothing (the stock is unknown, not high); no
 * HTTP client (outside the cart page) or no inventory organisation skips the check.
 */
export const lowStockConfirm: CartSettleValidator = {
  id: 'manufacturer.settle.low-stock',
  async validate({ lines }, ctx) {
    const code = sessionValueOf(ctx, invOrganizationCode);
    const http = ctx.http;
    if (!http || !code) return [];
    const byItem = new Map<string, CartLine[]>();
    for (const line of lines) if (line.itemCode) byItem.set(line.itemCode, [...(byItem.get(line.itemCode) ?? []), line]);
    const asked = [...byItem.keys()].slice(0, MAX_ITEMS_ASKED);
    const stocks = await Promise.all(asked.map((itemCode) => querySapStock(http, code, itemCode).catch((): SapStock | undefined => undefined)));
    const above = stocks.filter((s): s is SapStock => s !== undefined && s.inventory > s.safetyStock);
    if (above.length === 0) return [];
    const names = above.flatMap((s) => (byItem.get(s.itemCode) ?? []).map((l) => l.productName));
    return [
      outcome.confirm(msg('manufacturer.low-stock.confirm'), { kind: 'submit' }, {
        title: msg('manufacturer.low-stock.title'),
        content: { kind: 'list', items: names, limit: LOW_STOCK_NAMES_SHOWN },
      }),
    ];
  },
};
