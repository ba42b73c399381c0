import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { Id, Text } from '../../http/schemas';
import { ListQuery, productPage } from '../catalogue/catalogue-routes';
import { productDetail } from '../product-detail/product-detail';
import { findProduct } from '../product-detail/product-lookup';
import { stockedIn } from '../product-detail/regional-stock';
import { catalogArray, supplierScope } from '../zones/zone-queries';
import { requireVisit } from './visit-site';

/**
 * `:visitOrg` is the visited organisation, not the caller's: the session hook's `:org` check
 * does not apply, and every route checks it through requireVisit instead.
 */
const VisitOrg = Type.String({ pattern: '^[0-9]{1,15}$' });
const WebUrl = { webUrl: Text(500) };
const { channel: _channel, ...listFilters } = ListQuery.properties;

/**
 * A visitor's product calls on a second website (spec 1 sections 2 and 7: visit-product,
 * visit-ec-products and the visited company's list): the visited company's catalogue and labels,
 * read only. Stock is the region's the visitor names; their own addresses belong to another company.
 */
export const visitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get(
    '/smal/v1/:visitOrg/visit-products',
    { schema: { params: Type.Object({ visitOrg: VisitOrg }), querystring: Type.Object({ ...listFilters, ...WebUrl }) } },
    async (request) => {
      const { webUrl, ...filter } = request.query;
      const site = await requireVisit(db, requireSession(request), Number(request.params.visitOrg), webUrl);
      // A visitor's searches are not the visited company's hot keywords: nothing is recorded.
      return productPage(db, { tenantId: site.tenantId, ...filter });
    },
  );

  app.get(
    '/smal/v1/:visitOrg/visit-product/:productId',
    {
      schema: {
        params: Type.Object({ visitOrg: VisitOrg, productId: Id() }),
        querystring: Type.Object({ ...WebUrl, purchaseType: Type.Optional(Text(20)), companyId: Type.Optional(Id()), regionId: Type.Optional(Id()), levelPath: Type.Optional(Text(200)) }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const site = await requireVisit(db, session, Number(request.params.visitOrg), request.query.webUrl);
      const row = await findProduct(db, site.tenantId, request.params.productId);
      if (row.productSource === 'JD') throw notFound('smpc.product.source.mismatch');
      const viewer = { tenantId: site.tenantId, organizationId: site.organizationId, companyId: site.companyId, userId: session.userId };
      const [stocked] = await stockedIn(db, viewer, [row], { regionId: request.query.regionId });
      return productDetail(stocked!);
    },
  );

  app.get(
    '/smpc/v1/product-details/:visitOrg/visit-ec-products/:companyId/:productId',
    {
      schema: {
        params: Type.Object({ visitOrg: VisitOrg, companyId: Id(), productId: Id() }),
        querystring: Type.Object({ ...WebUrl, purchaseType: Type.Optional(Text(20)), platformCode: Type.Optional(Text(30)), countyCode: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z]+$' })) }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const site = await requireVisit(db, session, Number(request.params.visitOrg), request.query.webUrl);
      if (request.params.companyId !== site.companyId) throw notFound('smal.visit.site.not.found');
      const row = await findProduct(db, site.tenantId, request.params.productId);
      if (row.productSource !== 'JD') throw notFound('smpc.product.source.mismatch');
      const viewer = { tenantId: site.tenantId, organizationId: site.organizationId, companyId: site.companyId, userId: session.userId };
      const [stocked] = await stockedIn(db, viewer, [row], { countyCode: request.query.countyCode });
      return productDetail(stocked!);
    },
  );

  app.get(
    '/smal/v1/:visitOrg/visit-get-catalog-array',
    { schema: { params: Type.Object({ visitOrg: VisitOrg }), querystring: Type.Object({ ...WebUrl, supplierId: Type.Optional(Id()) }) } },
    async (request) => {
      const site = await requireVisit(db, requireSession(request), Number(request.params.visitOrg), request.query.webUrl);
      return catalogArray(db, site.tenantId, await supplierScope(db, site.tenantId, undefined, request.query.supplierId));
    },
  );
};
