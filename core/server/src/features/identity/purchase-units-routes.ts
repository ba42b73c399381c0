import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { OrgParams } from '../../http/schemas';

/**
 * GET /smal/v1/{org}/purchase-units/mine: the units the signed-in buyer may act for (their
 * user_units within the tenant and organisation, enabled ones only), default first, for the
 * buying identity dialog (spec 1 section 2, dialog 5). The path is this gateway's choice.
 */
export const purchaseUnitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.get('/smal/v1/:org/purchase-units/mine', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    return db.query<{ unitId: number; unitName: string; unitCode: string; companyId: number; levelPath: string; defaultFlag: number }>(
      `select u.id as "unitId", u.unit_name as "unitName", u.unit_code as "unitCode", u.company_id as "companyId", u.level_path as "levelPath",
              uu.default_flag as "defaultFlag"
         from user_units uu join purchase_units u on u.id = uu.unit_id and u.tenant_id = uu.tenant_id
        where uu.user_id = $1 and uu.tenant_id = $2 and uu.organization_id = $3 and u.enabled_flag = 1
        order by uu.default_flag desc, u.unit_name, u.id`,
      [session.userId, session.tenantId, session.organizationId],
    );
  });
};
