import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { Id, OrgParams, Text } from '../../http/schemas';
import { ListQuery } from '../catalogue/catalogue-routes';
import { productListQuery } from '../catalogue/product-list-query';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from '../catalogue/product-row';
import { catalogArray, requireZone, supplierScope } from './zone-queries';

const ZoneCode = Type.String({ pattern: '^[A-Z0-9_]{1,30}$' });
/** Spec 1 section 9: default page size 10, options 10, 20, 30; page zero-based. */
const Page = { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })) };

/** Selected zones and the platform catalogue lists (spec 1 sections 2 and 7: store-list, get-catalog-array). */
export const zoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smal/v1/:org/zones', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    return db.query<{ zoneCode: string; zoneName: string; storeCount: number }>(
      `select z.zone_code as "zoneCode", case when $2 = 'en_US' then z.zone_name_en else z.zone_name end as "zoneName",
              (select count(*)::int from zone_suppliers zs where zs.zone_id = z.id) as "storeCount"
         from zones z where z.tenant_id = $1 and z.enabled_flag = 1 order by z.order_seq, z.zone_code`,
      [session.tenantId, session.language],
    );
  });

  app.get(
    '/smal/v1/:org/store-list',
    { schema: { params: OrgParams, querystring: Type.Object({ zoneCode: Type.Optional(ZoneCode), keyword: Type.Optional(Text(100)), ...Page }) } },
    async (request) => {
      const session = requireSession(request);
      const { zoneCode, keyword, page = 0, size = 10 } = request.query;
      const zone = zoneCode ? await requireZone(db, session.tenantId, zoneCode, session.language) : undefined;
      const rows = await db.query<{ supplierCompanyId: number; supplierNum: string; supplierName: string; productCount: number; categoryCount: number; total: number }>(
        `select s.id as "supplierCompanyId", s.supplier_num as "supplierNum", s.supplier_name as "supplierName",
                count(p.id)::int as "productCount", count(distinct p.category_code)::int as "categoryCount", count(*) over ()::int as total
           from supplier_companies s
           left join zone_suppliers zs on zs.supplier_company_id = s.id and zs.zone_id = $2
           left join products p on p.supplier_company_id = s.id and p.tenant_id = s.tenant_id and p.shelf_flag = 1
          where s.tenant_id = $1 and ($2::bigint is null or zs.zone_id is not null)
            and ($3::text is null or s.supplier_name ilike '%' || replace(replace(replace($3, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
          group by s.id, zs.order_seq
          order by zs.order_seq nulls last, s.supplier_name, s.id limit $4 offset $5`,
        [session.tenantId, zone?.zoneId ?? null, keyword?.trim() || null, size, page * size],
      );
      return {
        zoneCode: zone?.zoneCode,
        zoneName: zone?.zoneName,
        number: page,
        size,
        totalElements: rows[0]?.total ?? 0,
        content: rows.map(({ total: _t, ...r }) => ({ ...r, supplierCompanyId: Number(r.supplierCompanyId) })),
      };
    },
  );

  app.get(
    '/smal/v1/:org/get-catalog-array',
    { schema: { params: OrgParams, querystring: Type.Object({ zoneCode: Type.Optional(ZoneCode), supplierId: Type.Optional(Id()) }) } },
    async (request) => {
      const session = requireSession(request);
      const { zoneCode, supplierId } = request.query;
      const zone = zoneCode ? await requireZone(db, session.tenantId, zoneCode, session.language) : undefined;
      return catalogArray(db, session.tenantId, await supplierScope(db, session.tenantId, zone, supplierId));
    },
  );

  const { channel: _c, productSource: _s, size: _z, page: _p, ...listFilters } = ListQuery.properties;
  app.get(
    '/smal/v1/:org/zone-products',
    { schema: { params: OrgParams, querystring: Type.Object({ zoneCode: ZoneCode, supplierId: Type.Optional(Id()), ...listFilters, ...Page }) } },
    async (request) => {
      const session = requireSession(request);
      const { zoneCode, supplierId, ...filter } = request.query;
      const zone = await requireZone(db, session.tenantId, zoneCode, session.language);
      const suppliers = (await supplierScope(db, session.tenantId, zone, supplierId)) ?? [];
      const q = productListQuery({ tenantId: session.tenantId, ...filter });
      const params = [...q.params, suppliers];
      const where = `${q.where} and p.supplier_company_id = any($${params.length}::bigint[])`;
      // A zone holds a few stores' goods: counting them directly is cheap (no kept counts as for the whole list).
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from products p where ${where}`, params);
      const rows = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where ${where} order by ${q.orderBy} limit ${q.size} offset ${q.offset}`, params);
      return { zoneCode: zone.zoneCode, zoneName: zone.zoneName, content: rows.map(toProduct), totalElements: count?.total ?? 0, number: q.page, size: q.size };
    },
  );
};
