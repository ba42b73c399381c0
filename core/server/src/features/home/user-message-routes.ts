import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { countedPage, PageQuery, pageWindow } from '../../http/paging';
import { Flag, Id, OrgParams } from '../../http/schemas';

registerMessages({
  'hmsg.message.not.found': { en_US: 'The message does not exist', zh_CN: '消息不存在' },
});

const COLUMNS = `m.id::int as "messageId", m.message_type as "messageType", coalesce(m.title ->> $2, m.title ->> 'zh_CN') as title,
  coalesce(m.content ->> $2, m.content ->> 'zh_CN') as content, m.read_flag as "readFlag",
  to_char(m.created_at, 'YYYY-MM-DD HH24:MI:SS') as "creationDate"`;

const Ids = Type.Array(Id(), { minItems: 1, maxItems: 200 });

async function unreadCount(db: Db, session: Session): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from user_messages where user_id = $1 and tenant_id = $2 and read_flag = 0`, [
    session.userId, session.tenantId,
  ]);
  return row?.count ?? 0;
}

/**
 * The user's messages (spec 1 section 7 "Messages": GET messages/user, GET messages/user/{id},
 * POST read-flag, DELETE messages/user; under /hmsg/v1/{org}, a path of ours). Every call
 * touches only the caller's own messages; a page carries the unread count for the bell.
 */
export const userMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const base = '/hmsg/v1/:org/messages/user';

  app.get(base, { schema: { params: OrgParams, querystring: Type.Object({ ...PageQuery, readFlag: Type.Optional(Flag) }) } }, async (request) => {
    const session = requireSession(request);
    const window = pageWindow(request.query);
    const { readFlag } = request.query;
    const rows = await db.query<{ total: number }>(
      `select ${COLUMNS}, count(*) over ()::int as total from user_messages m
        where m.user_id = $1 and m.tenant_id = $3 ${readFlag === undefined ? '' : 'and m.read_flag = $6'}
        order by m.created_at desc, m.id desc limit $4 offset $5`,
      [session.userId, session.language, session.tenantId, window.limit, window.offset, ...(readFlag === undefined ? [] : [readFlag])],
    );
    return { ...countedPage(rows, window), unreadCount: await unreadCount(db, session) };
  });

  app.get(`${base}/count`, { schema: { params: OrgParams } }, async (request) => ({ unreadCount: await unreadCount(db, requireSession(request)) }));

  app.get(`${base}/:messageId`, { schema: { params: Type.Object({ org: OrgParams.properties.org, messageId: Id() }) } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.query(`select ${COLUMNS} from user_messages m where m.user_id = $1 and m.tenant_id = $3 and m.id = $4`, [
      session.userId, session.language, session.tenantId, request.params.messageId,
    ]);
    if (!row) throw notFound('hmsg.message.not.found');
    return row;
  });

  // Marks the named messages read, or all of the caller's when `all` is 1.
  app.post(
    `${base}/read-flag`,
    { schema: { params: OrgParams, body: Type.Object({ messageIds: Type.Optional(Ids), all: Type.Optional(Flag) }, { additionalProperties: false }) } },
    async (request) => {
      const session = requireSession(request);
      const { messageIds, all } = request.body;
      if (all === 1) {
        await db.query(`update user_messages set read_flag = 1 where user_id = $1 and tenant_id = $2 and read_flag = 0`, [session.userId, session.tenantId]);
      } else {
        const updated = await db.query(`update user_messages set read_flag = 1 where user_id = $1 and tenant_id = $2 and id = any($3::bigint[]) returning id`, [
          session.userId, session.tenantId, messageIds ?? [],
        ]);
        if (updated.length !== new Set(messageIds ?? []).size) throw notFound('hmsg.message.not.found');
      }
      return { unreadCount: await unreadCount(db, session) };
    },
  );

  // All or none: one id that is not the caller's message deletes nothing.
  app.delete(base, { schema: { params: OrgParams, body: Ids } }, async (request) => {
    const session = requireSession(request);
    const ids = [...new Set(request.body)];
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.query(`delete from user_messages where user_id = $1 and tenant_id = $2 and id = any($3::bigint[]) returning id`, [session.userId, session.tenantId, ids]);
      if (rows.length !== ids.length) throw notFound('hmsg.message.not.found');
      return rows.length;
    });
    return { deleted, unreadCount: await unreadCount(db, session) };
  });
};
