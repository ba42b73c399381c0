import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { Id, OrgParams } from '../../http/schemas';
import { findProduct } from '../product-detail/product-lookup';
import './product-extras-messages';

/** Spec 1 section 9: default page size 10, options 10, 20, 30; page is zero-based. */
const Page = { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })) };
const PlatformCode = Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9_]+$' });

interface AssessmentRow {
  assessmentId: number;
  reviewerName: string;
  score: number;
  content: string;
  createdAt: Date;
}

/** A reviewer is shown masked (first and last character around stars), like every other starred name outside the detail owner's own pages. */
const maskName = (name: string) => (name.length <= 2 ? `${name[0] ?? ''}***` : `${name[0]}***${name[name.length - 1]}`);

/** The product detail's assessments and e-commerce platform labels (spec 1 section 7, product detail). */
export const productExtrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get(
    '/smpc/v1/:org/assessments/sku-all-assessment',
    { schema: { params: OrgParams, querystring: Type.Object({ productId: Id(), ...Page }) } },
    async (request) => {
      const session = requireSession(request);
      const product = await findProduct(db, session.tenantId, request.query.productId);
      const page = request.query.page ?? 0;
      const size = request.query.size ?? 10;
      const [summary] = await db.query<{ total: number; average: number | null; good: number }>(
        `select count(*)::int as total, round(avg(score)::numeric, 1)::float8 as average, count(*) filter (where score >= 4)::int as good
           from product_assessments where tenant_id = $1 and product_id = $2`,
        [session.tenantId, product.productId],
      );
      const rows = await db.query<AssessmentRow>(
        `select id as "assessmentId", reviewer_name as "reviewerName", score, content, created_at as "createdAt"
           from product_assessments where tenant_id = $1 and product_id = $2 order by created_at desc, id desc limit $3 offset $4`,
        [session.tenantId, product.productId, size, page * size],
      );
      const total = summary?.total ?? 0;
      return {
        productId: product.productId,
        assessmentCount: total,
        averageScore: summary?.average ?? 0,
        goodRate: total === 0 ? 0 : Math.round(((summary?.good ?? 0) / total) * 100),
        number: page,
        size,
        totalElements: total,
        content: rows.map((r) => ({
          assessmentId: Number(r.assessmentId),
          reviewerName: maskName(r.reviewerName),
          score: r.score,
          content: r.content,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  );

  app.get('/smpc/v1/:org/ec-platforms', { schema: { params: OrgParams, querystring: Type.Object(Page) } }, async (request) => {
    const session = requireSession(request);
    const page = request.query.page ?? 0;
    const size = request.query.size ?? 10;
    const rows = await db.query<{ platformCode: string; platformName: string; total: number }>(
      `select platform_code as "platformCode", platform_name as "platformName", count(*) over ()::int as total
         from ec_platforms where tenant_id = $1 and enabled_flag = 1 order by order_seq, platform_code limit $2 offset $3`,
      [session.tenantId, size, page * size],
    );
    return { number: page, size, totalElements: rows[0]?.total ?? 0, content: rows.map(({ total: _t, ...r }) => r) };
  });

  app.get('/smpc/v1/:org/ec-platforms/labels', { schema: { params: OrgParams, querystring: Type.Object({ platformCode: PlatformCode }) } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<{ platformCode: string; platformName: string; labelList: string[] }>(
      `select platform_code as "platformCode", platform_name as "platformName", label_list as "labelList"
         from ec_platforms where tenant_id = $1 and platform_code = $2 and enabled_flag = 1`,
      [session.tenantId, request.query.platformCode],
    );
    if (!row) throw notFound('smpc.ec-platform.not.found', { platformCode: request.query.platformCode });
    return row;
  });
};
