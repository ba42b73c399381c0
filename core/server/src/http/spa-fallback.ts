import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
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
 * Unmatched requests: API paths get a failed 404 answer; with a built SPA, other GETs get
 * the file if it exists, otherwise index.html so client-side routes survive a reload.
 */
export function installNotFound(app: FastifyInstance, staticDir: string | undefined): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  if (root) app.register(fastifyStatic, { root, serve: false });
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
