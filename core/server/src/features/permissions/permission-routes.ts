import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';

interface PermissionRow {
  code: string;
  controllerType: 'hidden' | 'disabled';
  approve: boolean;
}

/** Batched permission check (spec 1 section 6): one answer per asked code, in the asked order. */
export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.post(
    '/iam/hzero/v1/menus/check-permissions',
    { schema: { body: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }) } },
    async (request) => {
      const session = requireSession(request);
      const codes = [...new Set(request.body)];
      const rows = await db.query<PermissionRow>(
        `select p.code, p.controller_type as "controllerType",
                exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
                         where ur.user_id = $1 and ur.tenant_id = $2 and rp.permission_code = p.code) as approve
           from permissions p where p.code = any($3::text[])`,
        [session.userId, session.tenantId, codes],
      );
      const known = new Map(rows.map((r) => [r.code, r]));
      // A code nobody defined is denied and hidden rather than an error: the app asks in batches.
      return request.body.map((code) => {
        const row = known.get(code);
        return { code, approve: row?.approve ?? false, controllerType: row?.controllerType ?? 'hidden' };
      });
    },
  );
};
