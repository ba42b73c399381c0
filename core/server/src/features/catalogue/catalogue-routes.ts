import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { OrgParams, Text } from '../../http/schemas';
import type { Db } from '../../db/db';
import { productCountQuery, productListQuery, type ProductListFilter } from './product-list-query';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from './product-row';
import { productImagesRoutes } from './product-images-routes';
import { recordSearchKeyword, searchKeywordRoutes } from './search-keyword-routes';

const Source = Type.Union([Type.Literal('CATA'), Type.Literal('JD'), Type.Literal('MANUAL')]);

/** The product list's filters; a visitor's list takes the same ones. */
export const ListQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  orderType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])),
  stockFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  productSource: Type.Optional(Source),
  categoryCode: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$' })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Which channel's hot keywords a keyword counts towards (spec 1: ENTERPRISE or PERSONAL). */
  channel: Type.Optional(Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('PERSONAL')])),
});

/** Product list of the mall service: search, sort order types 1-4, in-stock and source filters. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  await app.register(productImagesRoutes);
  await app.register(searchKeywordRoutes);

  app.get('/smal/v1/:org/products', { schema: { params: OrgParams, querystring: ListQuery } }, async (request) => {
    const session = requireSession(request);
    const { channel, ...filter } = request.query;
    // A first page is a search; later pages of the same search are not counted again.
    if (!filter.page) await recordSearchKeyword(db, session.tenantId, channel ?? 'ENTERPRISE', filter.keyword);
    return productPage(db, { tenantId: session.tenantId, ...filter });
  });
};

/** One page of a tenant's catalogue with its total: the buyer's own list and a visitor's (visit-products). */
export async function productPage(db: Db, filter: ProductListFilter) {
  const q = productListQuery(filter);
  const counted = productCountQuery(filter);
  const [count] = await db.query<{ total: number }>(counted.sql, counted.params);
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where ${q.where} order by ${q.orderBy} limit ${q.size} offset ${q.offset}`,
    q.params,
  );
  return { content: rows.map(toProduct), totalElements: count?.total ?? 0, number: q.page, size: q.size };
}
