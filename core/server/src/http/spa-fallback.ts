import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './api-error';

/** First path segments the gateway routes to services; never answered with the SPA. */
export const API_PREFIXES = [
  'iam', 'oauth', 'hzero', 'smal', 'smodr', 'smpc', 'sprm', 'hpfm', 'hfle', 'sads', 'smct', 'scec', 'sagm', 'spfm', 'spcm', 'hmsg', 'marmot', 'sd',
] as const;

export function isApiPath(url: string): boolean {
  const first = url.split('?')[0]!.split('/')[1] ?? '';
  return (API_PREFIXES as readonly string[]).includes(first);
}

/**
 * Vite writes every bundled file as `assets/<name>-<hash>.<ext>`: its bytes never change under
 * that name. Files copied from `public/` sit at the root under their own names.
 */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/**
 * Cache-Control of a built file by its path inside the folder: a hashed asset is cached for a
 * year and never revalidated; anything else (index.html first) is revalidated on every use, so
 * a new build is seen at once while an unchanged index.html costs a 304.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.split(sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Unmatched requests: API paths get a failed 404 answer; with a built SPA, other GETs get
 * the file if it exists, otherwise index.html so client-side routes survive a reload.
 * The build writes a brotli and a gzip copy next to each text file (core/app's vite config);
 * @fastify/static sends the one the browser accepts, falling back to the plain file.
 */
export function installNotFound(app: FastifyInstance, staticDir: string | undefined): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  if (root) {
    app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlFor(relative(root, path)));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    if (!root || (method !== 'GET' && method !== 'HEAD') || isApiPath(request.url)) throw notFound();
    const path = decodeURIComponent(request.url.split('?')[0]!);
    const file = resolve(root, `.${path}`);
    const inside = file === root || file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) return reply.sendFile(file.slice(root.length + 1));
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
