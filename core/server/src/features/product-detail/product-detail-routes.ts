import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isStockShort } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { forbidden, notFound } from '../../http/api-error';
import { Id, OrgParams, Text } from '../../http/schemas';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from '../catalogue/product-row';
import './product-detail-messages';
import { productDetail } from './product-detail';
import { findProduct, findProducts } from './product-lookup';
import { stockedIn } from './regional-stock';

const ProductParams = Type.Object({ org: OrgParams.properties.org, productId: Id() });
const DetailQuery = Type.Object({
  purchaseType: Type.Optional(Text(20)),
  companyId: Type.Optional(Id()),
  regionId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
  addressId: Type.Optional(Id()),
});
const EcQuery = Type.Object({
  purchaseType: Type.Optional(Text(20)),
  platformCode: Type.Optional(Text(30)),
  /** The county of the receiving region: stock is the county's. */
  countyCode: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z]+$' })),
});
const ProductIdQuery = Type.Object({
  productId: Id(),
  regionId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
  companyId: Type.Optional(Id()),
});
/** Price-change windows: 1 the last 30 days, 2 the last 90, 3 the last year. */
const PRICE_CHANGE_DAYS = { 1: 30, 2: 90, 3: 365 } as const;
const IdList = Type.Array(Id(), { minItems: 1, maxItems: 200 });

/** Product detail (catalogue and e-commerce), stock, similar and same SKUs, price history, labels. */
export const productDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smal/v1/:org/product/:productId', { schema: { params: ProductParams, querystring: DetailQuery } }, async (request) => {
    const session = requireSession(request);
    const row = await findProduct(db, session.tenantId, request.params.productId);
    if (row.productSource === 'JD') throw notFound('smpc.product.source.mismatch');
    const [stocked] = await stockedIn(db, session, [row], { regionId: request.query.regionId, addressId: request.query.addressId });
    return productDetail(stocked!);
  });

  app.get(
    '/smpc/v1/product-details/:org/ec-products/:companyId/:productId',
    { schema: { params: Type.Object({ org: OrgParams.properties.org, companyId: Id(), productId: Id() }), querystring: EcQuery } },
    async (request) => {
      const session = requireSession(request);
      if (request.params.companyId !== session.companyId) throw forbidden();
      const row = await findProduct(db, session.tenantId, request.params.productId);
      if (row.productSource !== 'JD') throw notFound('smpc.product.source.mismatch');
      const [stocked] = await stockedIn(db, session, [row], { countyCode: request.query.countyCode });
      return productDetail(stocked!);
    },
  );

  app.post(
    '/smpc/v1/:org/sku-stocks/batch-get-stock',
    {
      schema: {
        params: OrgParams,
        querystring: Type.Object({ tenantId: Type.Optional(Id()) }),
        body: Type.Object({
          ouId: Type.Optional(Id()),
          items: Type.Array(Type.Object({ productId: Id(), quantity: Type.Optional(Type.Number({ minimum: 0 })), regionId: Type.Optional(Id()) }), {
            minItems: 1,
            maxItems: 200,
          }),
        }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (request.query.tenantId !== undefined && request.query.tenantId !== session.tenantId) throw forbidden();
      const [config] = await db.query<{ skuCheckFlag: number }>(`select sku_check_flag as "skuCheckFlag" from user_configs where user_id = $1`, [
        session.userId,
      ]);
      const skuCheckFlag = (config?.skuCheckFlag ?? 1) === 1 ? 1 : 0;
      const rows = new Map((await findProducts(db, session.tenantId, request.body.items.map((i) => i.productId))).map((r) => [r.productId, r]));
      const stocked = await Promise.all(
        request.body.items.map(async (item) => {
          const row = rows.get(item.productId);
          return row ? (await stockedIn(db, session, [row], { regionId: item.regionId }))[0] : undefined;
        }),
      );
      return request.body.items.flatMap((item, i) => {
        const row = stocked[i];
        if (!row) return [];
        const quantity = item.quantity ?? row.minPurchaseQuantity;
        const stockShort = isStockShort({ skuCheckFlag, productSource: row.productSource, stockQuantity: row.stockQuantity, quantity });
        return [{ productId: row.productId, productSource: row.productSource, stockState: row.stockState, stockQuantity: row.stockQuantity, quantity, stockShort }];
      });
    },
  );

  app.get('/smpc/v1/:org/skus/get-similar-sku', { schema: { params: OrgParams, querystring: ProductIdQuery } }, async (request) => {
    const session = requireSession(request);
    const product = await findProduct(db, session.tenantId, request.query.productId);
    const rows = await db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.tenant_id = $1 and p.category_code = $2 and p.same_sku_group <> $3 and p.shelf_flag = 1
        order by p.sales_volume desc, p.id limit 10`,
      [session.tenantId, product.categoryCode, product.sameSkuGroup],
    );
    return (await stockedIn(db, session, rows, { regionId: request.query.regionId })).map(toProduct);
  });

  app.get('/smpc/v1/:org/skus/get-same-sku', { schema: { params: OrgParams, querystring: ProductIdQuery } }, async (request) => {
    const session = requireSession(request);
    const product = await findProduct(db, session.tenantId, request.query.productId);
    const rows = await db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.tenant_id = $1 and p.same_sku_group = $2 and p.id <> $3 and p.shelf_flag = 1 order by p.price, p.id`,
      [session.tenantId, product.sameSkuGroup, product.productId],
    );
    return rows.map(toProduct);
  });

  app.get(
    '/smpc/v1/:org/price-changes/:productId/:type',
    { schema: { params: Type.Object({ org: OrgParams.properties.org, productId: Id(), type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]) }) } },
    async (request) => {
      const session = requireSession(request);
      const product = await findProduct(db, session.tenantId, request.params.productId);
      const history = await db.query<{ price: number; changedAt: Date }>(
        `select price::float8 as price, changed_at as "changedAt" from product_price_changes
          where tenant_id = $1 and product_id = $2 and changed_at >= now() - make_interval(days => $3) order by changed_at`,
        [session.tenantId, product.productId, PRICE_CHANGE_DAYS[request.params.type]],
      );
      return {
        productId: product.productId,
        currencyCode: product.currencyCode,
        currentPrice: product.price,
        priceChangeList: history.map((h) => ({ price: h.price, changedAt: new Date(h.changedAt).toISOString() })),
      };
    },
  );

  const labels = async (tenantId: number, productIds: readonly number[]) => {
    const rows = await findProducts(db, tenantId, productIds);
    return rows.map((r) => ({ productId: r.productId, labelNameList: r.labelNameList }));
  };
  app.get(
    '/smpc/v1/:org/sku-labels/label-multi-name',
    { schema: { params: OrgParams, querystring: Type.Object({ productIds: Type.String({ pattern: '^[0-9]{1,15}(,[0-9]{1,15}){0,199}$' }) }) } },
    async (request) => labels(requireSession(request).tenantId, request.query.productIds.split(',').map(Number)),
  );
  app.post('/smpc/v1/:org/sku-labels/label-multi-name', { schema: { params: OrgParams, body: IdList } }, async (request) =>
    labels(requireSession(request).tenantId, request.body),
  );
};
