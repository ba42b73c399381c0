import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import './account-messages';

/** The platform's tenant: site-level users and texts no tenant overrides (spec 1 section 6). */
const PLATFORM_TENANT = 0;
const Lang = Type.Union([Type.Literal('zh_CN'), Type.Literal('en_US')]);
const TextQuery = Type.Object({ textCode: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.-]+$' }), lang: Type.Optional(Lang) });

interface TextRow {
  tenantId: number;
  textCode: string;
  lang: string;
  title: string;
  text: string;
}

/** The tenant's own text if it keeps one, else the platform's; in the asked language, else the user's. */
async function staticText(db: Db, tenantIds: readonly number[], textCode: string, lang: string): Promise<TextRow> {
  const [row] = await db.query<TextRow>(
    `select tenant_id as "tenantId", text_code as "textCode", lang, title, text from static_texts
      where tenant_id = any($1::bigint[]) and text_code = $2 and lang = $3
      order by tenant_id desc limit 1`,
    [tenantIds, textCode, lang],
  );
  if (!row) throw notFound('hpfm.static-text.not.found', { textCode });
  return { ...row, tenantId: Number(row.tenantId) };
}

interface SurveyRow {
  surveyId: number;
  surveyCode: string;
  title: string;
  description: string;
  surveyUrl: string;
}

/**
 * Account screens (spec 1 section 2, screen 11): the privacy term the buyer accepts through
 * user-status, and the enterprise survey fetch. Texts are read at the tenant level under
 * `/{org}/` and at the platform level (tenant 0) without it.
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/hpfm/v1/:org/static-texts/text/by-code', { schema: { params: OrgParams, querystring: TextQuery } }, async (request) => {
    const session = requireSession(request);
    return staticText(db, [session.tenantId, PLATFORM_TENANT], request.query.textCode, request.query.lang ?? session.language);
  });

  // Site-level users (organizationId 0) read the platform's texts only.
  app.get('/hpfm/v1/static-texts/text/by-code', { schema: { querystring: TextQuery } }, async (request) => {
    const session = requireSession(request);
    return staticText(db, [PLATFORM_TENANT], request.query.textCode, request.query.lang ?? session.language);
  });

  app.get('/marmot/v1/:org/enterprise-surveys', { schema: { params: OrgParams } }, async (request) => {
    const session = requireSession(request);
    const [status] = await db.query<{ surveyFlag: number }>(
      `select survey_flag as "surveyFlag" from user_statuses where tenant_id = $1 and user_id = $2 and user_end = 'MALL-PC'`,
      [session.tenantId, session.userId],
    );
    const surveys = await db.query<SurveyRow>(
      `select id as "surveyId", survey_code as "surveyCode", title, description, survey_url as "surveyUrl"
         from enterprise_surveys where tenant_id = $1 and enabled_flag = 1 order by id`,
      [session.tenantId],
    );
    return { surveyFlag: status?.surveyFlag ?? 0, surveyList: surveys.map((s) => ({ ...s, surveyId: Number(s.surveyId) })) };
  });
};
