import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { batchCancelRoutes } from './batch-cancel-routes';
import { openCartManualRoutes } from './open-cart-manual';
import { openCartRoutes } from './open-cart-routes';
import { openCartSubmitRoutes } from './open-cart-submit';
import { punchOutCheckInRoutes } from './punch-out-check-in';
import { sendPageRoutes } from './send-page';

/** Open cart as punch-out: the requisition system's check-in (public) and the buyer's open cart. */
export const punchOutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(punchOutCheckInRoutes);
  await app.register(openCartRoutes);
  await app.register(openCartManualRoutes);
  await app.register(openCartSubmitRoutes);
  await app.register(sendPageRoutes);
  await app.register(batchCancelRoutes);
};
