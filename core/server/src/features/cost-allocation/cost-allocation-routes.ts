import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { Id, OrgParams } from '../../http/schemas';
// The not-found text of a cart line is the cart's.
import '../cart/cart-messages';
import { costAllocationOf } from './cost-allocation-repo';


/** The cost allocation side panel's data for one cart line (spec 1 screen 2). */
export const costAllocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.get(
    '/smal/v1/:org/shopping-carts/:cartId/cost-allocation',
    { schema: { params: Type.Object({ org: OrgParams.properties.org, cartId: Id() }) } },
    async (request) => costAllocationOf(db, requireSession(request), request.params.cartId),
  );
};
