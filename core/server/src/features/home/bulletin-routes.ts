import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { countedPage, PageQuery, pageWindow } from '../../http/paging';
import { Id, OrgParams } from '../../http/schemas';

registerMessages({
  'smal.bulletin.not.found': { en_US: 'The bulletin does not exist', zh_CN: '公告不存在' },
});

const COLUMNS = `b.id::int as "bulletinId", coalesce(b.title ->> $2, b.title ->> 'zh_CN') as title,
  coalesce(b.content ->> $2, b.content ->> 'zh_CN') as content, b.top_flag as "topFlag",
  to_char(b.published_at, 'YYYY-MM-DD HH24:MI:SS') as "publishedDate"`;

/** Bulletin boards (spec 1 route /bulletin-boards; the calls' paths are ours): the tenant's notices, pinned ones first, newest first. */
export const bulletinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smal/v1/:org/bulletin-boards', { schema: { params: OrgParams, querystring: Type.Object(PageQuery) } }, async (request) => {
    const session = requireSession(request);
    const window = pageWindow(request.query);
    const rows = await db.query<{ total: number }>(
      `select ${COLUMNS}, count(*) over ()::int as total from bulletin_boards b where b.tenant_id = $1
        order by b.top_flag desc, b.published_at desc, b.id desc limit $3 offset $4`,
      [session.tenantId, session.language, window.limit, window.offset],
    );
    return countedPage(rows, window);
  });

  app.get('/smal/v1/:org/bulletin-boards/:bulletinId', { schema: { params: Type.Object({ org: OrgParams.properties.org, bulletinId: Id() }) } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query(`select ${COLUMNS} from bulletin_boards b where b.tenant_id = $1 and b.id = $3`, [session.tenantId, session.language, request.params.bulletinId]);
    if (!row) throw notFound('smal.bulletin.not.found');
    return row;
  });
};
