import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { Id, OrgParams } from '../../http/schemas';
import { requireCartLines, toCartLine } from '../cart/cart-line-row';

const CartIds = Type.Array(Id(), { minItems: 1, maxItems: 1000 });
const ProductIds = Type.Array(Id(), { minItems: 1, maxItems: 1000 });

interface PostageRow {
  supplierCompanyId: number;
  currencyCode: string;
  freeShippingAmount: number;
  freight: number;
}

interface GiftRow {
  productId: number;
  giftName: string;
  giftType: 1 | 2;
  giftQuantity: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Cart details of spec 1 the cart answer does not carry: the free-shipping threshold check of
 * the chosen lines (postage-info) and the gifts of the cart's goods (getSkuGift).
 */
export const cartExtrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  // Amounts are the server's (ladder price times quantity of the caller's own lines), never the browser's.
  app.post('/smal/v1/:org/carts/postage-info', { schema: { params: OrgParams, body: Type.Object({ cartIds: CartIds }) } }, async (request) => {
    const session = requireSession(request);
    const lines = (await requireCartLines(db, session, request.body.cartIds)).map(toCartLine);
    const groups = new Map<string, { supplierCompanyId: number; supplierCompanyName: string; currencyCode: string; amount: number }>();
    for (const line of lines) {
      const key = `${line.supplierCompanyId}:${line.currencyCode}`;
      const group = groups.get(key) ?? { supplierCompanyId: line.supplierCompanyId, supplierCompanyName: line.supplierCompanyName, currencyCode: line.currencyCode, amount: 0 };
      group.amount += line.totalPrice;
      groups.set(key, group);
    }
    const postage = await db.query<PostageRow>(
      `select supplier_company_id as "supplierCompanyId", currency_code as "currencyCode",
              free_shipping_amount::float8 as "freeShippingAmount", freight::float8 as freight
         from supplier_postage where tenant_id = $1 and supplier_company_id = any($2::bigint[])`,
      [session.tenantId, [...new Set(lines.map((l) => l.supplierCompanyId))]],
    );
    const rules = new Map(postage.map((p) => [`${p.supplierCompanyId}:${p.currencyCode}`, p]));
    return [...groups.entries()].flatMap(([key, group]) => {
      const rule = rules.get(key);
      if (!rule) return [];
      const amount = round2(group.amount);
      return [{ ...group, amount, freeShippingAmount: rule.freeShippingAmount, freight: rule.freight, belowThreshold: amount < rule.freeShippingAmount }];
    });
  });

  app.post('/smal/v1/:org/carts/getSkuGift', { schema: { params: OrgParams, body: Type.Object({ productIds: ProductIds }) } }, async (request) => {
    const session = requireSession(request);
    const rows = await db.query<GiftRow>(
      `select g.product_id as "productId", g.gift_name as "giftName", g.gift_type as "giftType", g.gift_quantity::float8 as "giftQuantity"
         from product_gifts g where g.tenant_id = $1 and g.product_id = any($2::bigint[]) order by g.product_id, g.id`,
      [session.tenantId, [...new Set(request.body.productIds)]],
    );
    const byProduct = new Map<number, GiftRow[]>();
    for (const row of rows) byProduct.set(Number(row.productId), [...(byProduct.get(Number(row.productId)) ?? []), row]);
    return [...byProduct.entries()].map(([productId, gifts]) => ({
      productId,
      productGiftDTO: { giftVOList: gifts.map(({ giftName, giftType, giftQuantity }) => ({ giftName, giftType, giftQuantity })) },
    }));
  });
};
