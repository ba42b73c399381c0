import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { Flag, Id, OrgParams, Text } from '../../http/schemas';
import { loadUserConfig } from './user-config-repo';

const RegionId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** Mall service (smal): the configuration a session starts from (spec 1 sections 3, 4 and 7). */
export const mallConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  // The webConfig fields sit at the top level (the app reads them there) and again under
  // `webConfig`, beside the user config fields.
  app.get(
    '/smal/v1/mall-page-configs/new/mall-config',
    { schema: { querystring: Type.Object({ webUrl: Type.Optional(Text(500)), unitId: Type.Optional(Id()) }) } },
    async (request) => {
      const config = await loadUserConfig(db, requireSession(request), { unitId: request.query.unitId, webUrl: request.query.webUrl });
      return { ...config.webConfig, ...config };
    },
  );

  app.get(
    '/smal/v1/:org/prepare',
    {
      schema: {
        params: OrgParams,
        querystring: Type.Object({
          regionIdList: Type.Optional(Type.Array(RegionId, { maxItems: 10 })),
          webUrl: Type.Optional(Text(500)),
          route: Type.Optional(Text(500)),
          unitId: Type.Optional(Id()),
          memberFlag: Type.Optional(Flag),
        }),
      },
    },
    async (request) => {
      const { regionIdList = [], unitId, memberFlag, webUrl } = request.query;
      const config = await loadUserConfig(db, requireSession(request), { unitId, memberFlag, webUrl });
      const known = regionIdList.length
        ? new Set((await db.query<{ id: number }>('select id from regions where id = any($1::bigint[]) and enabled_flag = 1', [regionIdList])).map((r) => r.id))
        : new Set<number>();
      const invalidRegionIdList = regionIdList.filter((id) => !known.has(id));
      // result 1 tells the app to drop its cached regions (spec 1 section 4 step 7).
      return { ...config, result: invalidRegionIdList.length ? 1 : 0, invalidRegionIdList };
    },
  );

  app.get('/smal/v1/:org/order-center/common-config', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<{ commonConfig: Record<string, unknown>; minAmountControl: number }>(
      'select common_config as "commonConfig", min_amount_control as "minAmountControl" from web_configs where organization_id = $1 and tenant_id = $2',
      [session.organizationId, session.tenantId],
    );
    return row ? { ...row.commonConfig, minAmountControl: row.minAmountControl } : {};
  });

  app.get(
    '/smal/v1/:org/member/config',
    { schema: { params: OrgParams, querystring: Type.Object({ userId: Id() }) } },
    async (request) => {
      const session = requireSession(request);
      const [row] = await db.query<{ userId: number; memberPermission: boolean; enterprisePermission: boolean; defaultChannel: string }>(
        `select uc.user_id as "userId", uc.member_permission as "memberPermission",
                uc.enterprise_permission as "enterprisePermission", uc.default_channel as "defaultChannel"
           from user_configs uc where uc.user_id = $1 and uc.tenant_id = $2 and uc.organization_id = $3`,
        [request.query.userId, session.tenantId, session.organizationId],
      );
      if (!row) throw notFound('smal.user.not.found');
      return { ...row, memberFlag: row.memberPermission ? 1 : 0, channel: row.defaultChannel };
    },
  );

  app.get(
    '/smal/v1/users/menu-code',
    { schema: { querystring: Type.Object({ route: Text(500) }) } },
    async (request) => {
      const session = requireSession(request);
      // A tenant's own entry for the route wins over the platform's (tenant 0).
      const [row] = await db.query<{ route: string; menuCode: string; menuName: string; permissionCode: string | null }>(
        `select route, menu_code as "menuCode", menu_name as "menuName", permission_code as "permissionCode"
           from menus where route = $1 and tenant_id in (0, $2) order by tenant_id desc limit 1`,
        [request.query.route, session.tenantId],
      );
      return row ? { ...row, permissionCode: row.permissionCode ?? undefined } : { route: request.query.route };
    },
  );
};
