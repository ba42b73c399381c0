import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addToCompareList, COMPARE_LIST_MAX, lowerPriceRule, type PricingRule } from '@mall/domain';
import { requireOwned } from '../../auth/owned-rows';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { Id, OrgParams, Text } from '../../http/schemas';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from '../catalogue/product-row';
import { findProduct } from '../product-detail/product-lookup';
import '../cart/domain-messages';
import { ruleRefused } from '../cart/cart-quantity-check';
import { compareAddToCart } from './compare-add-to-cart';

registerMessages({
  'smal.compare.not.found': { en_US: 'The product is not in the comparison', zh_CN: '该商品不在对比栏中' },
});

const ProductParams = Type.Object({ org: OrgParams.properties.org, productId: Id() });

async function compareList(db: Db, session: Session) {
  const rows = await db.query<ProductRow & { comparePrice: number }>(
    `select c.price::float8 as "comparePrice", ${PRODUCT_COLUMNS}
       from product_compares c join ${PRODUCT_FROM} on p.id = c.product_id and p.tenant_id = c.tenant_id
      where c.tenant_id = $1 and c.user_id = $2 order by c.created_at, c.id`,
    [session.tenantId, session.userId],
  );
  return rows.map(({ comparePrice, ...product }) => ({ ...toProduct(product), comparePrice }));
}

/** Product compares and the lower-price rule (spec 1 sections 4, 5 and 7). */
export const compareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/smal/v1/:org/product-compares';

  app.get(base, { schema: { params: OrgParams } }, async (request) => compareList(db, requireSession(request)));

  app.post(`${base}/:productId`, { schema: { params: ProductParams } }, async (request) => {
    const session = requireSession(request);
    const product = await findProduct(db, session.tenantId, request.params.productId);
    await db.transaction(async (tx) => {
      // A counted insert: the user's row lock makes parallel adds count one after another (locking
      // the list's rows cannot, a row not yet inserted has no lock), so the cap of 10 holds.
      await tx.query('select id from users where id = $1 and tenant_id = $2 for no key update', [session.userId, session.tenantId]);
      const current = await tx.query<{ productId: number; price: number }>(
        'select product_id as "productId", price::float8 as price from product_compares where tenant_id = $1 and user_id = $2 for update',
        [session.tenantId, session.userId],
      );
      // The domain's list rule: a known product is refreshed, a new one must fit in 10.
      const change = addToCompareList(current, { productId: product.productId, price: product.price }, COMPARE_LIST_MAX);
      if (change.error) throw ruleRefused(change.error.key, change.error.params);
      await tx.query(
        `insert into product_compares (tenant_id, organization_id, user_id, company_id, product_id, price) values ($1, $2, $3, $4, $5, $6)
         on conflict (tenant_id, user_id, product_id) do update set price = excluded.price`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, product.productId, product.price],
      );
    });
    return compareList(db, session);
  });

  app.post(`${base}/update-price/:productId`, { schema: { params: ProductParams } }, async (request) => {
    const session = requireSession(request);
    const product = await findProduct(db, session.tenantId, request.params.productId);
    const rows = await db.query('update product_compares set price = $1 where tenant_id = $2 and user_id = $3 and product_id = $4 returning id', [
      product.price, session.tenantId, session.userId, product.productId,
    ]);
    if (rows.length === 0) throw notFound('smal.compare.not.found');
    return compareList(db, session);
  });

  app.delete(
    `${base}/:companyId/:productId`,
    {
      schema: {
        params: Type.Object({ org: OrgParams.properties.org, companyId: Id(), productId: Id() }),
        querystring: Type.Object({ regionId: Type.Optional(Id()), levelPath: Type.Optional(Text(200)) }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (request.params.companyId !== session.companyId) throw forbidden();
      const rows = await db.query('delete from product_compares where tenant_id = $1 and user_id = $2 and product_id = $3 returning id', [
        session.tenantId, session.userId, request.params.productId,
      ]);
      if (rows.length === 0) throw notFound('smal.compare.not.found');
      return compareList(db, session);
    },
  );

  app.delete(`${base}/batch-delete`, { schema: { params: OrgParams, body: Type.Array(Id(), { minItems: 1, maxItems: 100 }) } }, async (request) => {
    const session = requireSession(request);
    // Every id must be in the caller's own list: one that is not refuses the batch, nothing deleted.
    await requireOwned(db, session, 'compare', request.body);
    await db.query('delete from product_compares where tenant_id = $1 and user_id = $2 and product_id = any($3::bigint[])', [
      session.tenantId, session.userId, request.body,
    ]);
    return compareList(db, session);
  });

  app.get(`${base}/lower/:productId`, { schema: { params: ProductParams } }, async (request) => {
    const session = requireSession(request);
    const product = await findProduct(db, session.tenantId, request.params.productId);
    const [cheaper] = await db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.tenant_id = $1 and p.same_sku_group = $2 and p.id <> $3 and p.shelf_flag = 1 and p.currency_code = $4 and p.price < $5
        order by p.price, p.id limit 1`,
      [session.tenantId, product.sameSkuGroup, product.productId, product.currencyCode, product.price],
    );
    const rule: PricingRule = product.lowestPriceRule === 0 ? { lowestPriceFlag: 0 } : { lowestPriceFlag: 1, lowestPriceRule: product.lowestPriceRule };
    return {
      productId: product.productId,
      price: product.price,
      ...rule,
      outcome: lowerPriceRule(rule, cheaper !== undefined),
      cheapestSkuId: cheaper?.productId,
      cheapestSkuName: cheaper?.productName,
      cheapestSourceForm: cheaper?.productSource,
      cheaperProduct: cheaper ? toProduct(cheaper) : undefined,
    };
  });

  await app.register(compareAddToCart);
};
