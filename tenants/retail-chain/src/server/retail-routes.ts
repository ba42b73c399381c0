import { defineServerRoute, ServerCallError, type ServerCall, type ServerRoute } from '@mall/sdk/server';
import { RETAIL_LOOKUPS } from '../retail-lookups';

interface DefaultsRow {
  account: string;
  accountMeaning: string | null;
  costCode: string;
  costCodeMeaning: string | null;
  subject: string;
  subjectMeaning: string | null;
  projectNum: string;
  projectNumMeaning: string | null;
}

const meaning = (alias: string, lov: string, column: string, language: 'zh_CN' | 'en_US') =>
  `(select ${language === 'zh_CN' ? 'meaning_zh' : 'meaning_en'} from lov_values where tenant_id = d.tenant_id and lov_code = '${lov}' and value = d.${column}) as "${alias}"`;

export const retailRoutes: readonly ServerRoute[] = [
  defineServerRoute({
    method: 'GET',
    url: '/smal/v1/:org/cscro-budget-defaults/get',
    summary: "retail-chain: a company's budget defaults (account, costCode, subject and their meanings)",
    schema: { querystring: { type: 'object', required: ['companyId'], properties: { companyId: { type: 'integer', minimum: 1 } } } },
    async handler(call: ServerCall<unknown, { companyId: number }>) {
      const { session, query, db } = call;
      const lang = session.language;
      const [row] = await db.query<DefaultsRow>(
        `select d.account, ${meaning('accountMeaning', RETAIL_LOOKUPS.profitCenter, 'account', lang)},
                d.cost_code as "costCode", ${meaning('costCodeMeaning', RETAIL_LOOKUPS.feeType, 'cost_code', lang)},
                d.subject, ${meaning('subjectMeaning', RETAIL_LOOKUPS.budgetSubject, 'subject', lang)},
                d.project_num as "projectNum", ${meaning('projectNumMeaning', RETAIL_LOOKUPS.project, 'project_num', lang)}
           from golden_budget_defaults d
          where d.tenant_id = $1 and d.organization_id = $2 and d.company_id = $3`,
        [session.tenantId, session.organizationId, query.companyId],
      );
      if (!row) throw new ServerCallError(404, 'retail-chain.budget-defaults.not-found', { companyId: query.companyId });
      return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
    },
  }),
];
