import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The package's static/products: the generated category tiles the catalogue's imagePath points
 * at. Found from the package, not from this module, which the built server bundles elsewhere.
 */
export const PRODUCT_IMAGES_DIR = join(dirname(createRequire(import.meta.url).resolve('@mall/server/package.json')), 'static/products/');

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
