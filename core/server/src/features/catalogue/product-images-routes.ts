import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** static/products beside src: the generated category tiles the catalogue's imagePath points at. */
export const PRODUCT_IMAGES_DIR = fileURLToPath(new URL('../../../static/products/', import.meta.url));

/**
 * Serves /static/products/*. Images load from <img> tags without a Bearer token, so these
 * routes are public; the onRoute hook marks the static plugin's routes in this scope only.
 */
export const productImagesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), public: true };
  });
  await app.register(fastifyStatic, { root: PRODUCT_IMAGES_DIR, prefix: '/static/products/', decorateReply: false, maxAge: '1d' });
};
