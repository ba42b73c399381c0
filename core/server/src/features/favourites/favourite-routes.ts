import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { forbidden, notFound } from '../../http/api-error';
import { registerMessages, translate } from '../../http/messages';
import { pageWindow, toPage } from '../../http/paging';
import { Id, OrgParams, Text } from '../../http/schemas';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from '../catalogue/product-row';
import { findProduct } from '../product-detail/product-lookup';

registerMessages({
  'smal.favorite.added': { en_US: 'successfully added to favourites', zh_CN: '收藏成功' },
  'smal.favorite.category.not.found': { en_US: 'The favourite category does not exist', zh_CN: '收藏分类不存在' },
  'smal.favorite.not.found': { en_US: 'The product is not in your favourites', zh_CN: '该商品未收藏' },
  'smal.favorite.source.mismatch': { en_US: 'The product source does not match the product', zh_CN: '商品来源与商品不符' },
});

const Channel = Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('PERSONAL')]);
const Source = Type.Union([Type.Literal('CATA'), Type.Literal('JD'), Type.Literal('MANUAL')]);

/** A favourite category of the lookup SMAL_FAVORITES_CATEGORY for the channel (the tenant's own rows replace tenant 0's). */
async function categoryExists(db: Db, session: Session, categoryId: number, channel: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from lov_values v
      where v.lov_code = 'SMAL_FAVORITES_CATEGORY' and v.enabled_flag = 1 and v.data->>'categoryId' = $2 and v.data->>'channel' = $3
        and v.tenant_id = (select coalesce(max(x.tenant_id), 0) from lov_values x where x.lov_code = 'SMAL_FAVORITES_CATEGORY' and x.tenant_id in (0, $1))`,
    [session.tenantId, String(categoryId), channel],
  );
  return rows.length > 0;
}

/** Favourites (spec 1 section 7 "Favourites and compare"): one per buyer, product and channel. */
export const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/smal/v1/:org/product-favorites';

  app.post(
    base,
    {
      schema: {
        params: OrgParams,
        body: Type.Object({
          productSource: Source,
          productId: Id(),
          favoriteCategoryId: Id(),
          companyId: Type.Optional(Id()),
          purchaseType: Type.Optional(Text(20)),
          tenantId: Type.Optional(Id()),
          channel: Type.Optional(Channel),
        }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const body = request.body;
      if ((body.tenantId !== undefined && body.tenantId !== session.tenantId) || (body.companyId !== undefined && body.companyId !== session.companyId)) throw forbidden();
      const channel = body.channel ?? 'ENTERPRISE';
      const product = await findProduct(db, session.tenantId, body.productId);
      if (product.productSource !== body.productSource) throw notFound('smal.favorite.source.mismatch');
      if (!(await categoryExists(db, session, body.favoriteCategoryId, channel))) throw notFound('smal.favorite.category.not.found');
      const [row] = await db.query<{ favoriteId: number }>(
        `insert into product_favorites (tenant_id, organization_id, user_id, company_id, product_id, product_source, favorite_category_id, purchase_type, channel)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (tenant_id, user_id, product_id, channel) do update set favorite_category_id = excluded.favorite_category_id
         returning id as "favoriteId"`,
        [session.tenantId, session.organizationId, session.userId, session.companyId, body.productId, body.productSource,
          String(body.favoriteCategoryId), body.purchaseType ?? 'COMPANY', channel],
      );
      return {
        favoriteId: row!.favoriteId, productId: body.productId, productSource: body.productSource, favoriteCategoryId: body.favoriteCategoryId, channel,
        message: translate('smal.favorite.added', session.language),
      };
    },
  );

  app.get(
    base,
    {
      schema: {
        params: OrgParams,
        querystring: Type.Object({
          channel: Type.Optional(Channel),
          favoriteCategoryId: Type.Optional(Id()),
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const window = pageWindow(request.query);
      const params = [session.tenantId, session.userId, request.query.channel ?? 'ENTERPRISE', request.query.favoriteCategoryId === undefined ? null : String(request.query.favoriteCategoryId)];
      const where = `f.tenant_id = $1 and f.user_id = $2 and f.channel = $3 and ($4::text is null or f.favorite_category_id = $4)`;
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from product_favorites f where ${where}`, params);
      const rows = await db.query<ProductRow & { favoriteId: number; favoriteCategoryId: string }>(
        `select f.id as "favoriteId", f.favorite_category_id as "favoriteCategoryId", ${PRODUCT_COLUMNS}
           from product_favorites f join ${PRODUCT_FROM} on p.id = f.product_id and p.tenant_id = f.tenant_id
          where ${where} order by f.created_at desc, f.id desc limit ${window.limit} offset ${window.offset}`,
        params,
      );
      const content = rows.map(({ favoriteId, favoriteCategoryId, ...product }) => ({ favoriteId, favoriteCategoryId: Number(favoriteCategoryId), ...toProduct(product) }));
      return toPage(content, count?.n ?? 0, window);
    },
  );

  app.delete(
    base,
    { schema: { params: OrgParams, querystring: Type.Object({ channel: Type.Optional(Channel) }), body: Type.Array(Id(), { minItems: 1, maxItems: 500 }) } },
    async (request) => {
      const session = requireSession(request);
      const ids = [...new Set(request.body)];
      return db.transaction(async (tx) => {
        const deleted = await tx.query(
          'delete from product_favorites where tenant_id = $1 and user_id = $2 and channel = $3 and product_id = any($4::bigint[]) returning id',
          [session.tenantId, session.userId, request.query.channel ?? 'ENTERPRISE', ids],
        );
        if (deleted.length !== ids.length) throw notFound('smal.favorite.not.found');
        return { deleted: deleted.length };
      });
    },
  );
};
