import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import { purchaseUnitsRoutes } from './purchase-units-routes';

const UserEnd = Type.Union([Type.Literal('MALL-PC'), Type.Literal('MALL-H5')]);

interface SelfRow {
  id: number;
  realName: string;
  loginName: string;
  organizationId: number;
  tenantId: number;
  tenantNum: string;
  tenantName: string;
  companyId: number;
  language: string;
  internationalTelCode: string;
  phone: string | null;
  email: string | null;
}

interface StatusRow {
  userId: number;
  userEnd: string;
  readPrivacyFlag: number;
  surveyFlag: number;
}

const statusColumns = `user_id as "userId", user_end as "userEnd", read_privacy_flag as "readPrivacyFlag", survey_flag as "surveyFlag"`;

/** Identity service (iam): who the caller is, their language and their privacy-term status. */
export const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  await app.register(purchaseUnitsRoutes);

  app.get('/iam/hzero/v1/users/self', async (request) => {
    const session = requireSession(request);
    const [row] = await db.query<SelfRow>(
      `select u.id, u.real_name as "realName", u.login_name as "loginName", u.organization_id as "organizationId",
              u.tenant_id as "tenantId", t.tenant_num as "tenantNum", t.tenant_name as "tenantName", u.company_id as "companyId",
              u.language, u.international_tel_code as "internationalTelCode", u.phone, u.email
         from users u join tenants t on t.id = u.tenant_id
        where u.id = $1 and u.tenant_id = $2`,
      [session.userId, session.tenantId],
    );
    if (!row) throw notFound('smal.user.not.found');
    const { phone, email, ...rest } = row;
    return { ...rest, phone: phone ?? undefined, email: email ?? undefined, additionInfo: { smallEnableMultiLanguage: true } };
  });

  app.put(
    '/iam/hzero/v1/users/default-language',
    { schema: { querystring: Type.Object({ language: Type.Union([Type.Literal('zh_CN'), Type.Literal('en_US')]) }) } },
    async (request) => {
      const session = requireSession(request);
      await db.query('update users set language = $1 where id = $2 and tenant_id = $3', [request.query.language, session.userId, session.tenantId]);
      app.mall.sessions.evictUser(session.userId);
      return { language: request.query.language };
    },
  );

  app.get(
    '/iam/v1/:org/user-status',
    { schema: { params: OrgParams, querystring: Type.Object({ userEnd: UserEnd }) } },
    async (request) => {
      const session = requireSession(request);
      const [row] = await db.query<StatusRow>(
        `select ${statusColumns} from user_statuses where tenant_id = $1 and user_id = $2 and user_end = $3`,
        [session.tenantId, session.userId, request.query.userEnd],
      );
      return row ?? { userId: session.userId, userEnd: request.query.userEnd, readPrivacyFlag: 0, surveyFlag: 0 };
    },
  );

  app.post(
    '/iam/v1/:org/user-status',
    {
      schema: {
        params: OrgParams,
        body: Type.Object({
          userEnd: UserEnd,
          readPrivacyFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          surveyFlag: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
        }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { userEnd, readPrivacyFlag, surveyFlag } = request.body;
      const [row] = await db.query<StatusRow>(
        `insert into user_statuses (tenant_id, organization_id, user_id, user_end, read_privacy_flag, survey_flag)
         values ($1, $2, $3, $4, coalesce($5, 0), coalesce($6, 0))
         on conflict (user_id, user_end) do update
            set read_privacy_flag = coalesce($5, user_statuses.read_privacy_flag),
                survey_flag = coalesce($6, user_statuses.survey_flag),
                updated_at = now()
         returning ${statusColumns}`,
        [session.tenantId, session.organizationId, session.userId, userEnd, readPrivacyFlag ?? null, surveyFlag ?? null],
      );
      return row;
    },
  );
};
