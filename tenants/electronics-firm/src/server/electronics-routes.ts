import { defineServerRoute, ServerCallError, type ServerCall, type ServerRoute } from '@mall/sdk/server';
import { EXPIRY_CHECK_API, EXPIRY_WARNING_DAYS, type ExpiringLine } from '../electronics-rules';

const idParam = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

async function ownProduct(call: ServerCall, skuId: number): Promise<{ currencyCode: string }> {
  const [product] = await call.db.query<{ currencyCode: string }>(`select currency_code as "currencyCode" from products where tenant_id = $1 and id = $2`, [
    call.session.tenantId,
    skuId,
  ]);
  if (!product) throw new ServerCallError(404, 'electronics-firm.sku-not-found', { skuId });
  return product;
}

const compatibleMachines = defineServerRoute<{ skuId: number }, unknown, unknown>({
  method: 'GET',
  url: '/smpc/v1/:org/calb-compatible-machines/:skuId',
  summary: "electronics-firm: the machines a product is compatible with (the 742-wide configuration drawer)",
  schema: { params: { type: 'object', required: ['skuId'], properties: { skuId: idParam } } },
  async handler(call) {
    await ownProduct(call as ServerCall, call.params.skuId);
    return call.db.query(
      `select machine_brand as "machineBrand", machine_model as "machineModel", configuration, remark
         from calb_compatible_machines where tenant_id = $1 and sku_id = $2 order by machine_brand, machine_model`,
      [call.session.tenantId, call.params.skuId],
    );
  },
});

const priceHistory = defineServerRoute<{ skuType: string; skuId: number }, unknown, unknown>({
  method: 'GET',
  url: '/sagm/v1/:org/price-changes/:skuType/price-history/:skuId',
  summary: "electronics-firm: a product's price changes, oldest first, ending with today's price",
  schema: {
    params: { type: 'object', required: ['skuType', 'skuId'], properties: { skuType: { type: 'string', pattern: '^[A-Z]{2,10}$' }, skuId: idParam } },
  },
  async handler(call) {
    const { currencyCode } = await ownProduct(call as ServerCall, call.params.skuId);
    const rows = await call.db.query<{ changeDate: string; price: number }>(
      `select to_char(change_date, 'YYYY-MM-DD') as "changeDate", price::float8 as price
         from calb_price_changes where tenant_id = $1 and sku_id = $2 order by change_date`,
      [call.session.tenantId, call.params.skuId],
    );
    return rows.map((row) => ({ ...row, currencyCode }));
  },
});

interface ExpiryBody {
  cartIds: number[];
}

const expiringGoods = defineServerRoute<unknown, unknown, ExpiryBody>({
  method: 'POST',
  url: `/marmot/v1/:org/marmot-api/${EXPIRY_CHECK_API}`,
  summary: `electronics-firm: which of the caller's cart lines expire in under ${EXPIRY_WARNING_DAYS} days`,
  schema: {
    body: {
      type: 'object',
      required: ['cartIds'],
      additionalProperties: false,
      properties: { cartIds: { type: 'array', minItems: 1, maxItems: 500, items: idParam } },
    },
  },
  async handler(call) {
    // the caller's own lines (404 for any other id): the browser names lines, the server decides
    const lines = await call.cartLines(call.body.cartIds);
    const rows = await call.db.query<{ skuId: number; expiryDate: string; daysLeft: number }>(
      `select sku_id::float8 as "skuId", to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", (expiry_date - current_date) as "daysLeft"
         from calb_sku_expiry where tenant_id = $1 and sku_id = any($2::bigint[]) and expiry_date - current_date < $3`,
      [call.session.tenantId, lines.map((l) => l.productId), EXPIRY_WARNING_DAYS],
    );
    const bySku = new Map(rows.map((row) => [row.skuId, row]));
    return lines.flatMap((line): ExpiringLine[] => {
      const found = bySku.get(line.productId);
      return found ? [{ cartId: line.cartId, productName: line.productName, expiryDate: found.expiryDate, daysLeft: Number(found.daysLeft) }] : [];
    });
  },
});

export const electronicsRoutes: readonly ServerRoute[] = [compatibleMachines, priceHistory, expiringGoods];
