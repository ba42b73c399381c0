import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/api-error';
import { isUnpaged, PageQuery, pageWindow, toPage } from '../../http/paging';
import { OrgParams } from '../../http/schemas';

const RegionRef = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

interface RegionRow {
  regionId: number;
  regionCode: string;
  regionName: string;
  parentRegionCode: string | null;
  countryId: number;
  countryName: string;
  levelNumber: number;
  virtualFlag: number;
  expand: boolean;
}

const REGION_COLUMNS = `r.id as "regionId", r.region_code as "regionCode", r.region_name as "regionName",
  r.parent_region_code as "parentRegionCode", r.country_id as "countryId", c.country_name as "countryName",
  r.level_number as "levelNumber", r.virtual_flag as "virtualFlag",
  exists (select 1 from regions k where k.country_id = r.country_id and k.parent_region_code = r.region_code and k.enabled_flag = 1) as expand`;

/** Region tree of the mall (spec 1 sections 3 and 7): countries, then one level at a time. */
export const regionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get(
    '/smal/v1/mall-regions/:org/country-list-by-config',
    { schema: { params: OrgParams, querystring: Type.Object({ ...PageQuery }) } },
    async (request) => {
      const rows = await db.query<{ countryId: number; countryCode: string; countryName: string }>(
        `select id as "countryId", country_code as "countryCode", country_name as "countryName"
           from countries where enabled_flag = 1 order by id`,
      );
      if (isUnpaged(request.query)) return rows;
      const window = pageWindow(request.query);
      return toPage(rows.slice(window.offset, window.offset + window.limit), rows.length, window);
    },
  );

  // Children of `regionId` (or of `parentRegionCode`); the country's top level without either.
  app.get(
    '/smal/v1/mall-regions/:org/Subordinate',
    {
      schema: {
        params: OrgParams,
        querystring: Type.Object({
          countryId: RegionRef,
          regionId: Type.Optional(RegionRef),
          parentRegionCode: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z]+$' })),
          ...PageQuery,
        }),
      },
    },
    async (request) => {
      const { countryId, regionId } = request.query;
      const [country] = await db.query('select 1 from countries where id = $1 and enabled_flag = 1', [countryId]);
      if (!country) throw notFound('hpfm.country.not.found');
      let parentCode = request.query.parentRegionCode;
      if (regionId !== undefined) {
        const [parent] = await db.query<{ code: string }>('select region_code as code from regions where id = $1 and country_id = $2', [regionId, countryId]);
        if (!parent) throw notFound('hpfm.region.not.found');
        parentCode = parent.code;
      }
      const where = `r.country_id = $1 and r.enabled_flag = 1 and ${parentCode ? 'r.parent_region_code = $2' : 'r.parent_region_code is null'}`;
      const params: unknown[] = parentCode ? [countryId, parentCode] : [countryId];
      const select = `select ${REGION_COLUMNS} from regions r join countries c on c.id = r.country_id where ${where} order by r.region_code`;
      const toDto = (row: RegionRow) => ({ ...row, parentRegionCode: row.parentRegionCode ?? undefined, isNAFlag: 0 });
      if (isUnpaged(request.query)) return (await db.query<RegionRow>(select, params)).map(toDto);
      const window = pageWindow(request.query);
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from regions r where ${where}`, params);
      const rows = await db.query<RegionRow>(`${select} limit ${window.limit} offset ${window.offset}`, params);
      return toPage(rows.map(toDto), count?.total ?? 0, window);
    },
  );
};
