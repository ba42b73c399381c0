import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { Id, OrgParams, Text } from '../../http/schemas';
import { productDetail } from '../product-detail/product-detail';
import { findProduct } from '../product-detail/product-lookup';
import { stockedIn } from '../product-detail/regional-stock';
import { clientValuesOf, customDimensionsOf } from './client-values';

registerMessages({
  'smpc.sku-detail.product.mismatch': { en_US: 'The product in the request does not match the address', zh_CN: '请求中的商品与地址不一致' },
  'smpc.dimension.unknown': { en_US: 'Dimension {code} is not a custom dimension of your company', zh_CN: '维度 {code} 不是贵公司的自定义维度' },
});

const ProductParams = Type.Object({ org: OrgParams.properties.org, productId: Id() });
const DimensionValue = Type.Object({ value: Type.String({ maxLength: 200 }), meaning: Type.Optional(Type.String({ maxLength: 200 })) });
const SkuDetailBody = Type.Object({
  unitId: Type.Optional(Id()),
  productId: Id(),
  regionId: Type.Optional(Id()),
  addressId: Type.Optional(Id()),
  levelPath: Type.Optional(Text(200)),
  platformCode: Type.Optional(Text(30)),
  companyId: Type.Optional(Id()),
  customDimensionMap: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' }), DimensionValue, { maxProperties: 20 })),
});

/**
 * Product detail calls of spec 1 section 7: `sku-detail` with the custom dimension map, and the
 * catalogue client values (cata-client-values/client-value-list for catalogue goods,
 * ec-client-values/query-default-value for e-commerce goods).
 */
export const skuDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get(
    '/smpc/v1/:org/cata-client-values/client-value-list',
    { schema: { params: OrgParams, querystring: Type.Object({ productId: Id() }) } },
    async (request) => {
      const session = requireSession(request);
      const product = await findProduct(db, session.tenantId, request.query.productId);
      if (product.productSource === 'JD') throw notFound('smpc.product.source.mismatch');
      return clientValuesOf(db, session.tenantId, product.productId);
    },
  );

  app.get(
    '/smpc/v1/:org/ec-client-values/query-default-value',
    { schema: { params: OrgParams, querystring: Type.Object({ productId: Id(), platformCode: Type.Optional(Text(30)) }) } },
    async (request) => {
      const session = requireSession(request);
      const product = await findProduct(db, session.tenantId, request.query.productId);
      if (product.productSource !== 'JD') throw notFound('smpc.product.source.mismatch');
      return clientValuesOf(db, session.tenantId, product.productId);
    },
  );

  app.post('/smpc/v1/:org/sku-detail/:productId', { schema: { params: ProductParams, body: SkuDetailBody } }, async (request) => {
    const session = requireSession(request);
    const body = request.body;
    if (body.productId !== request.params.productId) throw badRequest('smpc.sku-detail.product.mismatch');
    if (body.companyId !== undefined && body.companyId !== session.companyId) throw forbidden();
    if (body.unitId !== undefined) {
      const [unit] = await db.query('select 1 from user_units where user_id = $1 and tenant_id = $2 and unit_id = $3', [session.userId, session.tenantId, body.unitId]);
      if (!unit) throw notFound('smal.unit.not.found');
    }
    const dimensions = await customDimensionsOf(db, session);
    const known = new Set(dimensions.map((d) => d.dimensionCode));
    const chosen = body.customDimensionMap ?? {};
    const unknown = Object.keys(chosen).find((code) => !known.has(code));
    if (unknown !== undefined) throw badRequest('smpc.dimension.unknown', { code: unknown });
    const product = await findProduct(db, session.tenantId, body.productId);
    const [stocked] = await stockedIn(db, session, [product], { regionId: body.regionId, addressId: body.addressId });
    const client = new Map((await clientValuesOf(db, session.tenantId, product.productId)).map((v) => [v.dimensionCode, v]));
    return {
      ...productDetail(stocked!),
      unitId: body.unitId,
      // Each custom dimension with the buyer's value where given, else the company's kept value.
      customDimensionList: dimensions.map((d) => {
        const own = chosen[d.dimensionCode];
        const kept = client.get(d.dimensionCode);
        const value = own ? { value: own.value, meaning: own.meaning ?? own.value, valueSource: 'BUYER' } : kept ? { value: kept.value, meaning: kept.meaning, valueSource: 'CLIENT' } : {};
        return { dimensionCode: d.dimensionCode, dimensionName: d.dimensionName, editFlag: d.editFlag, ...value };
      }),
    };
  });
};
