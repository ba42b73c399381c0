import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { PageQuery, pageWindow, toPage } from '../../http/paging';
import { Id, OrgParams } from '../../http/schemas';
import { bulletinRoutes } from './bulletin-routes';
import { findGroup, groupItems, homeGroups } from './product-groups-repo';
import { userMessageRoutes } from './user-message-routes';

registerMessages({
  'smal.product-group.not.found': { en_US: 'The product group does not exist', zh_CN: '商品分组不存在' },
});

const Channel = Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('PERSONAL')]);

/** How many items each home block shows; the group page pages through the rest. */
export const HOME_BLOCK_SIZE = 10;

/**
 * The home page (spec 1 section 3 "Product group" and the call `special-blocks/list`; the path
 * under /smal/v1/{org} is ours): the channel's blocks in order, each a product group with its
 * first items in `productGroupAssignList`, and one group with a page of its items. Bulletin
 * boards and the user's messages live beside it.
 */
export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get('/smal/v1/:org/special-blocks/list', { schema: { params: OrgParams, querystring: Type.Object({ channel: Type.Optional(Channel) }) } }, async (request) => {
    const session = requireSession(request);
    const groups = await homeGroups(db, session, request.query.channel ?? 'ENTERPRISE');
    return Promise.all(
      groups.map(async ({ banners: _banners, ...group }) => {
        const { items, total } = await groupItems(db, session, { banners: _banners, ...group }, { limit: HOME_BLOCK_SIZE, offset: 0 });
        return { ...group, total, productGroupAssignList: items };
      }),
    );
  });

  app.get(
    '/smal/v1/:org/product-groups/:productGroupId',
    { schema: { params: Type.Object({ org: OrgParams.properties.org, productGroupId: Id() }), querystring: Type.Object(PageQuery) } },
    async (request) => {
      const session = requireSession(request);
      const group = await findGroup(db, session, request.params.productGroupId);
      if (!group) throw notFound('smal.product-group.not.found');
      const window = pageWindow(request.query);
      const { items, total } = await groupItems(db, session, group, window);
      const { banners: _banners, ...head } = group;
      return { ...head, page: toPage(items, total, window) };
    },
  );

  await app.register(bulletinRoutes);
  await app.register(userMessageRoutes);
};
