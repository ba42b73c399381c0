import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { badRequest, forbidden } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { OrgParams } from '../../http/schemas';

registerMessages({
  'hpfm.personal-table.data-json': { en_US: 'The table layout is not valid JSON', zh_CN: '表格个性化配置不是合法的 JSON' },
});

const Code = Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_.\\-]+$' });
/** A layout of a few hundred columns fits comfortably; nothing unbounded is stored. */
const MAX_DATA_JSON = 20_000;

const Body = Type.Object(
  {
    code: Code,
    dataJson: Type.String({ minLength: 2, maxLength: MAX_DATA_JSON, examples: ['{"columns":[]}'] }),
    // Sent by the browser as the spec names them; only the caller's own are accepted.
    tenantId: Type.Optional(Type.Integer()),
    userId: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

interface Row {
  code: string;
  tenantId: number;
  userId: number;
  dataJson: string;
}

/**
 * Personal table customisations (spec 1 "personal-tables": code, tenantId, userId, dataJson):
 * the caller's own layout of one table. Tenant 0 (site level) keeps none (spec 1 section 9).
 */
export const personalTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/hpfm/v1/:org/personal-tables', { schema: { params: OrgParams, querystring: Type.Object({ code: Code }) } }, async (request, reply) => {
    const session = requireSession(request);
    const [row] = await db.query<Row>(
      `select code, tenant_id as "tenantId", user_id as "userId", data_json as "dataJson"
         from personal_tables where tenant_id = $1 and user_id = $2 and code = $3`,
      [session.tenantId, session.userId, request.query.code],
    );
    if (!row) return reply.code(204).send();
    return { ...row, tenantId: Number(row.tenantId), userId: Number(row.userId) };
  });

  app.post('/hpfm/v1/:org/personal-tables', { schema: { params: OrgParams, body: Body } }, async (request) => {
    const session = requireSession(request);
    const { code, dataJson, tenantId, userId } = request.body;
    // The layout is the caller's: naming another tenant or user is refused, not redirected.
    if ((tenantId !== undefined && tenantId !== session.tenantId) || (userId !== undefined && userId !== session.userId)) throw forbidden();
    if (!isJsonObject(dataJson)) throw badRequest('hpfm.personal-table.data-json');
    const saved = { code, tenantId: session.tenantId, userId: session.userId, dataJson };
    if (session.tenantId === 0) return saved;
    await db.query(
      `insert into personal_tables (tenant_id, user_id, code, data_json) values ($1, $2, $3, $4)
       on conflict (tenant_id, user_id, code) do update set data_json = excluded.data_json, last_update_date = now()`,
      [session.tenantId, session.userId, code, dataJson],
    );
    return saved;
  });
};

function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
